'use client';

import { useEffect } from 'react';
import { HOME_TEXTS } from '@/lib/content/home';

/**
 * Error state of the public pages (spec 8, home: 'Failed to load content' with a retry). A page
 * throws only when its essential content cannot be loaded; during incremental regeneration Next
 * then keeps serving the last good page, so visitors see this only when no good page exists yet.
 * 'Coba Lagi' re-fetches the page from the server and renders it again (Next's retry: refresh + reset).
 */
export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto h-10 w-10 text-red-700" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
        </svg>
        <p className="mt-3 text-lg font-semibold text-red-800">{HOME_TEXTS.loadError}</p>
        <button
          type="button"
          onClick={() => retry()}
          className="mt-5 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {HOME_TEXTS.retry}
        </button>
      </div>
    </div>
  );
}
