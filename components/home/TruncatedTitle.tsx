import { truncateWords } from '@/lib/content/text';

/**
 * A title cut to `words` words for the eye (behaviour §9 truncations), while screen readers (and the
 * link's accessible name) get the whole title, which the cut form would otherwise hide.
 */
export function TruncatedTitle({ title, words }: { title: string; words: number }) {
  const short = truncateWords(title, words);
  if (short === title.trim().replace(/\s+/g, ' ')) return <>{short}</>;
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{title}</span>
    </>
  );
}
