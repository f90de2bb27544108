import Image from 'next/image';
import Link from '@/components/ui/Link';
import { BUREAUS } from '@/lib/content/bureaus';

/** Social accounts of the agency (external, new tab). */
const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/humas_mahkamahagung/' },
  { label: 'YouTube', href: 'https://www.youtube.com/@mahkamahagungri' },
  { label: 'X (Twitter)', href: 'https://x.com/humasMA_RI' },
  { label: 'Facebook', href: 'https://www.facebook.com/mahkamahagungri' },
] as const;

/** Footer of behaviour §2.2: logos, contact details, bureau links and social links. */
export function SiteFooter() {
  return (
    <footer className="mt-16 bg-brand-900 text-slate-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <div className="flex items-center gap-3">
            <Image src="/images/logo-ma.svg" alt="Logo Mahkamah Agung" width={56} height={56} />
            <p className="font-bold leading-tight">
              Badan Urusan Administrasi
              <span className="block text-sm font-normal text-gold-400">Mahkamah Agung Republik Indonesia</span>
            </p>
          </div>
          <address className="mt-4 text-sm not-italic leading-relaxed text-slate-300">
            Jl. Medan Merdeka Utara No. 9–13
            <br />
            Jakarta Pusat 10110
            <br />
            Telepon: (021) 384 3348
            <br />
            Surel: <a className="underline" href="mailto:bua@mahkamahagung.go.id">bua@mahkamahagung.go.id</a>
          </address>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-gold-400">Biro</h2>
          <ul className="mt-3 space-y-1.5 text-sm">
            {BUREAUS.map((bureau) => (
              <li key={bureau.id}>
                <Link href={bureau.profilePath} className="text-slate-200 hover:text-white hover:underline">
                  Biro {bureau.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-gold-400">Ikuti Kami</h2>
          <ul className="mt-3 space-y-1.5 text-sm">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className="text-slate-200 hover:text-white hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-brand-700 py-4 text-center text-xs text-slate-300">
        © {new Date().getFullYear()} Badan Urusan Administrasi Mahkamah Agung Republik Indonesia
      </p>
    </footer>
  );
}
