'use client';

import { useEffect } from 'react';
import { RetryError } from '@/components/ui/RetryError';
import { STAFF_TEXTS } from '@/lib/staff/texts';
import type { ErrorViewProps } from './props';

/**
 * A staff screen that failed as a whole (its loaders fail call by call and say so in place; this is
 * for anything else): behaviour §8's text with a retry, inside the staff screens' page, never the
 * bare global error page.
 */
export default function StaffPageError({ error, retry }: ErrorViewProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <RetryError look="box" icon message={STAFF_TEXTS.loadFailedGeneric} onRetry={retry} />;
}
