'use client';

import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true from then on (and at once for a part
 * mounted later). A control whose work needs a script waits on it, so that no tap on the painted
 * page is silently dropped.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNothing, () => true, () => false);
}
