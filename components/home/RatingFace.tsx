/** Mouths from the widest smile (index 0, 'Sangat Puas') to the deepest frown (index 4). */
const MOUTHS = [
  'M7.5 13.5c1.1 2.3 2.7 3.5 4.5 3.5s3.4-1.2 4.5-3.5',
  'M8.5 14.5c1 1.2 2.2 1.8 3.5 1.8s2.5-.6 3.5-1.8',
  'M8.5 15.5h7',
  'M8.5 16.5c1-1.2 2.2-1.8 3.5-1.8s2.5.6 3.5 1.8',
  'M7.5 17.5c1.1-2.3 2.7-3.5 4.5-3.5s3.4 1.2 4.5 3.5',
];

/** A face for a rating (inline SVG: emoji fonts are not on every machine). */
export function RatingFace({ level }: { level: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <circle cx="12" cy="12" r="9.5" />
      <path d="M9 9.5h.01M15 9.5h.01" strokeWidth="2.6" />
      <path d={MOUTHS[Math.min(Math.max(level, 0), MOUTHS.length - 1)]} />
    </svg>
  );
}
