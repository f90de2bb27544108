'use client';

import { useCallback, useState, type ComponentType } from 'react';

/**
 * A component whose code is fetched only when asked for (`load()`: on a click, on hover, after
 * hydration), so it is not among the page's first scripts. It is rendered in the update in which
 * its import resolves, without Suspense: next/dynamic (React.lazy) would reveal it through a
 * Suspense commit that React may hold back with a timer (up to 300 ms), late for a dialog that
 * must open on the click or on the second. `loader` must be stable (defined at module level).
 */
export function useOnDemand<P extends object>(loader: () => Promise<ComponentType<P>>) {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  const load = useCallback(() => {
    loader()
      .then((loaded) => setComponent(() => loaded))
      .catch(() => undefined); // Offline: the control stays as it is; a later click tries again.
  }, [loader]);
  return [component, load] as const;
}
