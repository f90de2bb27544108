import { siteConfig } from '@/lib/config';

/** Who the portal is, as search engines and link previews should name it. */
export const SITE = {
  name: 'Badan Urusan Administrasi Mahkamah Agung RI',
  shortName: 'BUA Mahkamah Agung RI',
  legalName: 'Badan Urusan Administrasi Mahkamah Agung Republik Indonesia',
  description: 'Portal berita dan informasi Badan Urusan Administrasi Mahkamah Agung Republik Indonesia.',
  locale: 'id_ID',
  language: 'id-ID',
  logoPath: '/images/logo-ma.svg',
} as const;

/** Absolute address on the portal (canonical, og:url, sitemap, feeds, JSON-LD need absolute URLs). */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteConfig.url}${path.startsWith('/') ? path : `/${path}`}`;
}
