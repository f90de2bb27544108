import type { Day, Month } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { id } from 'date-fns/locale/id';
import type { UiLanguage } from './dates';

/**
 * Header date with the weekday, e.g. 'Minggu, 22 November 2026' / 'Sunday, November 22, 2026',
 * from the day and month names of date-fns's two locales and the Date's own fields.
 *
 * Not the browser's Intl.DateTimeFormat: the first one a page makes costs 100–250 ms of a phone's
 * main thread (Chromium, 4× CPU slowdown; ICU builds its date patterns), during the hydration of
 * every page, where an empty Next page pays nothing. Nor date-fns's `format`: about 10 KB gzip of
 * script on every page, for the header alone.
 */
export function formatHeaderDate(value: Date, language: UiLanguage): string {
  const { localize } = language === 'id' ? id : enUS;
  const weekday = localize.day(value.getDay() as Day, { width: 'wide' });
  const month = localize.month(value.getMonth() as Month, { width: 'wide' });
  const [day, year] = [value.getDate(), value.getFullYear()];
  return language === 'id' ? `${weekday}, ${day} ${month} ${year}` : `${weekday}, ${month} ${day}, ${year}`;
}
