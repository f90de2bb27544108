'use client';

import { useCallback } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';

/**
 * Tabs and pages live in the address (?tab=…&page=…), so a reload, a shared link and the Back
 * button keep them. Changing them uses the history API, which Next's router follows, without a
 * server round trip: SWR fetches the data.
 */
export function useQueryState() {
  const params = useSearchParams();
  const pathname = usePathname();
  const update = useCallback(
    (changes: Record<string, string | number | null>) => {
      const next = new URLSearchParams(params.toString());
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '' || value === 1 || value === '1') next.delete(key);
        else next.set(key, String(value));
      }
      const query = next.toString();
      window.history.pushState(null, '', query ? `${pathname}?${query}` : pathname);
    },
    [params, pathname],
  );
  return { params, update };
}
