'use client';

import { SWRConfig, type Cache } from 'swr';
import { staffFetcher } from '@/lib/staff/client';

/**
 * SWR for one staff screen. The server's first answers are written into this screen's own cache
 * (not only shown as fallback), so the first render is the server's list rather than a spinner,
 * hydration does not fetch it again, and an optimistic delete can edit it. Lists refresh when the
 * window regains focus. SWR lives only under app/(staff): public pages never load it.
 */
export function StaffSWR({ seed, children }: { seed: Record<string, unknown>; children: React.ReactNode }) {
  return (
    <SWRConfig
      value={{
        provider: () => new Map(Object.entries(seed).map(([key, data]) => [key, { data, _k: key }])) as unknown as Cache,
        fetcher: staffFetcher,
        revalidateOnFocus: true,
        revalidateIfStale: false,
        keepPreviousData: true,
        shouldRetryOnError: false,
      }}
    >
      {children}
    </SWRConfig>
  );
}
