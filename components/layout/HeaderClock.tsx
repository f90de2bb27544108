'use client';

import { useEffect, useState } from 'react';
import { formatHeaderDate } from '@/lib/content/headerDate';
import { useLanguage } from '@/lib/ui/language';

/** Behaviour §9: the header date refreshes every 60 s. */
export const CLOCK_REFRESH_MS = 60_000;

/**
 * Today's date in the chosen language; rendered only in the browser so cached pages never show a
 * stale day. On a phone it may take two lines (a 320 px screen has no room for one): their height
 * is kept from the first paint, so nothing moves when the date appears.
 */
export function HeaderClock() {
  const language = useLanguage();
  const [now, setNow] = useState<Date | null>(null);

  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = window.setInterval(tick, CLOCK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <span className="inline-block min-h-8 min-w-0 text-xs leading-4 sm:min-h-0 sm:min-w-[12rem] sm:text-sm sm:leading-normal" data-testid="header-date" suppressHydrationWarning>
      {now ? formatHeaderDate(now, language) : '\u00a0'}
    </span>
  );
}
