'use client';

import { useEffect } from 'react';
import { RetryError } from '@/components/ui/RetryError';
import { HOME_TEXTS } from '@/lib/content/home';
import type { ErrorViewProps } from './props';

/** Home, and whatever has no view of its own (behaviour §8: 'Failed to load content' with a retry). */
export default function HomeError({ error, retry }: ErrorViewProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <RetryError look="box" icon message={HOME_TEXTS.loadError} retryLabel={HOME_TEXTS.retry} onRetry={retry} />;
}
