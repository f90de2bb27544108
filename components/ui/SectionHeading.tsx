import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  children: ReactNode;
  /** Light text for sections on the dark brand band. */
  tone?: 'light' | 'dark';
  /** The profile pages' look (the default), or the home sections' wide-tracked title and longer rule. */
  variant?: 'profile' | 'home';
}

const VARIANTS = {
  home: { title: 'tracking-wide', rule: 'w-16 rounded-full' },
  profile: { title: '', rule: 'w-14 rounded' },
} as const;

/**
 * A section's h2 with the gold rule the portal uses for emphasis. Used by the home sections
 * (HeadGreeting, LatestArticles, PopularNews, SatisfactionSection, VisitorStats, InternalApps) and
 * the profile pages (AgencyAbout, AgencyHeadProfile, BureauProfileView, app/(site)/profil).
 */
export function SectionHeading({ id, children, tone = 'dark', variant = 'profile' }: SectionHeadingProps) {
  const look = VARIANTS[variant];
  return (
    <h2 id={id} className={['text-xl font-bold sm:text-2xl', look.title, tone === 'light' ? 'text-white' : 'text-brand-900'].filter(Boolean).join(' ')}>
      {children}
      <span aria-hidden="true" className={`mt-2 block h-1 bg-gold-500 ${look.rule}`} />
    </h2>
  );
}
