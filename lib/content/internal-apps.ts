/** The 12 internal applications linked from the home page (behaviour §2.3 'APLIKASI INTERNAL'). */

export interface InternalApp {
  id: string;
  name: string;
  /** What the application is for, shown under its name. */
  description: string;
  /** A path on the portal (opens in the same tab) or an absolute address (opens in a new tab). */
  href: string;
}

/** Central login service (CAS) of the Mahkamah Agung, through which PNBP and SIMARI are opened. */
export const CENTRAL_LOGIN_URL = 'https://sso.mahkamahagung.go.id/cas/login';

/** An application reached through the central login: after signing in, CAS sends the user on to `service`. */
export function viaCentralLogin(service: string): string {
  return `${CENTRAL_LOGIN_URL}?service=${encodeURIComponent(service)}`;
}

/** Internal links are portal paths; everything else is another site. */
export function isExternalHref(href: string): boolean {
  return !href.startsWith('/');
}

export const INTERNAL_APPS: readonly InternalApp[] = [
  { id: 'e-iplans', name: 'E-IPLANS', description: 'Perencanaan dan penganggaran terpadu', href: 'https://eiplans.mahkamahagung.go.id' },
  { id: 'sikep', name: 'SIKEP', description: 'Sistem informasi kepegawaian', href: 'https://sikep.mahkamahagung.go.id' },
  { id: 'e-bima', name: 'E-BIMA', description: 'Pengelolaan barang milik negara', href: 'https://ebima.mahkamahagung.go.id' },
  { id: 'e-prima', name: 'E-PRIMA', description: 'Pelaporan kinerja dan realisasi anggaran', href: 'https://eprima.mahkamahagung.go.id' },
  { id: 'e-sadewa', name: 'E-SADEWA', description: 'Administrasi dan monitoring kegiatan', href: 'https://esadewa.mahkamahagung.go.id' },
  { id: 'email', name: 'EMAIL', description: 'Surel resmi Mahkamah Agung', href: 'https://mail.mahkamahagung.go.id' },
  { id: 'jdih', name: 'JDIH', description: 'Jaringan dokumentasi dan informasi hukum', href: 'https://jdih.mahkamahagung.go.id' },
  { id: 'sakip', name: 'SAKIP', description: 'Akuntabilitas kinerja instansi pemerintah', href: '/sakip' },
  { id: 'pnbp', name: 'PNBP', description: 'Penerimaan negara bukan pajak', href: viaCentralLogin('https://pnbp.mahkamahagung.go.id/') },
  { id: 'simari', name: 'SIMARI', description: 'Sistem informasi Mahkamah Agung RI', href: viaCentralLogin('https://simari.mahkamahagung.go.id/') },
  { id: 'komdanas', name: 'KOMDANAS', description: 'Komunikasi data nasional', href: 'https://komdanas.mahkamahagung.go.id' },
  { id: 'ppid', name: 'PPID', description: 'Layanan informasi publik', href: 'https://ppid.mahkamahagung.go.id' },
];
