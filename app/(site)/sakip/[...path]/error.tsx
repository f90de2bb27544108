'use client';

import { SAKIP_FETCH_ERROR_TEXT } from '@/lib/content/sakip-path';

/**
 * A document that could not be fetched (WordPress down, time-out): spec 8's SAKIP fetch error.
 * Server error messages are hidden in production, so the spec's fallback text is shown;
 * 'Coba Lagi' re-fetches the page (Next's retry).
 */
export default function SakipDocumentError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
        <p className="text-lg font-semibold text-red-800">{SAKIP_FETCH_ERROR_TEXT}</p>
        <button
          type="button"
          onClick={() => retry()}
          className="mt-5 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Coba Lagi
        </button>
      </div>
    </div>
  );
}
