'use client';

import { useRouter } from 'next/navigation';
import { startTransition } from 'react';

/** An error state with a retry button that re-renders the segment from the server. */
export function RetryError({ title, message, retryLabel = 'Coba Lagi', reset }: { title?: string; message: string; retryLabel?: string; reset: () => void }) {
  const router = useRouter();
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center">
      {title && <h1 className="text-2xl font-bold text-red-800">{title}</h1>}
      <p className={title ? 'mt-3 text-slate-700' : 'text-lg font-semibold text-red-800'}>{message}</p>
      <button
        type="button"
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
        className="mt-6 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {retryLabel}
      </button>
    </div>
  );
}
