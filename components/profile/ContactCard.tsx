import { SHARED_CONTACT } from '@/lib/content/profiles';

function Icon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-5 w-5 shrink-0 text-gold-400" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={path} />
    </svg>
  );
}

/** One line of the card: an icon, a small label above, then the value. */
function ContactRow({ icon, label, children }: { icon: string; label: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon path={icon} />
      <span className="min-w-0">
        <span className="block text-xs text-slate-300">{label}</span>
        {children}
      </span>
    </li>
  );
}

/** 'HUBUNGI KAMI' (behaviour §2.12): the bureau's e-mail and the phone number all bureaus share. */
export function ContactCard({ email }: { email: string }) {
  const [mailbox, domain] = email.split('@');
  return (
    <section aria-labelledby="hubungi-kami" className="rounded-xl bg-brand-800 p-5 text-white shadow-sm">
      <h2 id="hubungi-kami" className="text-sm font-bold tracking-widest text-gold-400">
        HUBUNGI KAMI
      </h2>
      <ul className="mt-4 space-y-3 text-sm">
        <ContactRow icon="M4 6h16v12H4z M4 7l8 6 8-6" label="Surel">
          {/* A narrow column breaks the address after the @, not in the middle of a word. */}
          <a href={`mailto:${email}`} className="font-semibold [overflow-wrap:anywhere] underline-offset-2 hover:underline">
            {mailbox}@<wbr />
            {domain}
          </a>
        </ContactRow>
        <ContactRow icon="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" label="Telepon">
          <a href={SHARED_CONTACT.phoneHref} className="font-semibold underline-offset-2 hover:underline">
            {SHARED_CONTACT.phone}
          </a>
        </ContactRow>
        <ContactRow icon="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5" label="Alamat">
          <span className="text-slate-100">{SHARED_CONTACT.address}</span>
        </ContactRow>
        <ContactRow icon="M12 7v5l3 2 M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18" label="Jam layanan">
          <span className="text-slate-100">{SHARED_CONTACT.hours}</span>
        </ContactRow>
      </ul>
    </section>
  );
}
