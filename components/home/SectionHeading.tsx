import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  children: ReactNode;
  /** Light text for sections on the dark brand band. */
  tone?: 'light' | 'dark';
}

/** Heading of a home section: upper-case title with the gold rule used across the portal. */
export function SectionHeading({ id, children, tone = 'dark' }: SectionHeadingProps) {
  return (
    <h2 id={id} className={`text-xl font-bold tracking-wide sm:text-2xl ${tone === 'light' ? 'text-white' : 'text-brand-900'}`}>
      {children}
      <span aria-hidden="true" className="mt-2 block h-1 w-16 rounded-full bg-gold-500" />
    </h2>
  );
}
