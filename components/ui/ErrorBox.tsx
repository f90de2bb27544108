import type { ReactNode } from 'react';

const SIZES = {
  /** Inside a list or a panel. */
  inline: 'rounded-lg px-4 py-8',
  /** The whole content of a page. */
  page: 'rounded-xl p-8',
} as const;

/**
 * A red, centred alert box: what failed and what to do about it (a retry button, a link). Used by
 * ui/RetryError (its box look), staff/ListProblem and search/SearchError.
 */
export function ErrorBox({ size = 'inline', children }: { size?: keyof typeof SIZES; children: ReactNode }) {
  return (
    <div role="alert" className={`border border-red-200 bg-red-50 text-center ${SIZES[size]}`}>
      {children}
    </div>
  );
}
