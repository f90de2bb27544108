'use client';

import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { ErrorBox } from '@/components/ui/ErrorBox';
import { StaffFetchError } from '@/lib/staff/client';
import { STAFF_TEXTS } from '@/lib/staff/texts';
import { ScriptButton } from '@/components/ui/ScriptButton';

/**
 * A list that could not be loaded: the message and a retry button; an ended session says so
 * and offers to sign in again (coming back here afterwards).
 */
export function ListProblem({ error, message, retryLabel = STAFF_TEXTS.retry, onRetry, title }: { error: unknown; message: string; retryLabel?: string; onRetry: () => void; title?: string }) {
  const pathname = usePathname();
  const expired = error instanceof StaffFetchError && error.sessionExpired;
  return (
    <ErrorBox>
      {title && <p className="text-lg font-semibold text-red-900">{title}</p>}
      <p className={title ? 'mt-1 text-red-900' : 'font-semibold text-red-900'}>{expired ? STAFF_TEXTS.sessionExpired : message}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {expired ? (
          <Link href={`/login?returnTo=${encodeURIComponent(pathname)}`} className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
            {STAFF_TEXTS.signInAgain}
          </Link>
        ) : (
          <ScriptButton onClick={onRetry} className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
            {retryLabel}
          </ScriptButton>
        )}
      </div>
    </ErrorBox>
  );
}
