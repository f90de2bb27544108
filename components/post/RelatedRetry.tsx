'use client';

import { useRouter } from 'next/navigation';
import { ScriptButton } from '@/components/ui/ScriptButton';

/** 'Try Again' of the related sidebar's error state (behaviour §2.8). */
export function RelatedRetry() {
  const router = useRouter();
  return (
    <ScriptButton onClick={() => router.refresh()} className="mt-2 rounded border border-brand-700 px-3 py-1 font-semibold text-brand-700 hover:bg-brand-50">
      Try Again
    </ScriptButton>
  );
}
