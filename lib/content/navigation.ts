import { BUREAUS } from './bureaus';

/** Main menu of behaviour §2.2; the profile entry carries the bureau dropdown. */
export const MAIN_MENU = [
  { label: 'Beranda', href: '/' },
  { label: 'Berita', href: '/berita' },
  { label: 'Artikel', href: '/artikel' },
  { label: 'Pengumuman', href: '/pengumuman' },
  { label: 'Undangan', href: '/undangan' },
] as const;

export const PROFILE_MENU = {
  label: 'Profil',
  href: '/profil',
  children: BUREAUS.map((bureau) => ({ label: `Biro ${bureau.name}`, href: bureau.profilePath })),
} as const;
