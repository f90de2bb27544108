'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { STAFF_TEXTS } from '@/lib/staff/texts';
import { ScriptButton } from '@/components/ui/ScriptButton';

/** Renders the server part of the page again (a dashboard count that failed on its own). */
export function RefreshButton({ label = STAFF_TEXTS.retry }: { label?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <ScriptButton
      disabled={pending}
      onClick={() => startTransition(() => router.refresh())}
      className="text-xs font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 disabled:opacity-60"
    >
      {label}
    </ScriptButton>
  );
}
