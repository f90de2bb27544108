import { missingSakipDocumentText } from '@/lib/content/sakip-path';

/** The behaviour §8 message of a missing document, from the address's segments after /sakip. */
export function SakipNotFoundMessage({ segments }: { segments: readonly string[] }) {
  return (
    <p className="mx-auto mt-10 max-w-3xl rounded-lg border border-gold-500/50 bg-gold-400/10 px-4 py-3 text-center font-medium text-brand-900">
      {missingSakipDocumentText(segments)}
    </p>
  );
}
