'use client';

import { useParams } from 'next/navigation';
import { missingSakipDocumentText } from '@/lib/content/sakip-path';

/**
 * The behaviour §8 message of a missing document, from the address (useParams(), so the view needs no
 * props). It renders on the server too, so the 404 HTML carries the text.
 */
export function SakipNotFoundMessage() {
  const params = useParams<{ path?: string[] }>();
  return (
    <p className="mx-auto mt-10 max-w-3xl rounded-lg border border-gold-500/50 bg-gold-400/10 px-4 py-3 text-center font-medium text-brand-900">
      {missingSakipDocumentText(params?.path)}
    </p>
  );
}
