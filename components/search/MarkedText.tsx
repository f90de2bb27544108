import type { MarkedPart } from '@/lib/search/marks';

/** A text with the searched words marked (lib/search/marks.ts): plain text parts, escaped by React. */
export function MarkedText({ parts }: { parts: readonly MarkedPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
