import type { UiLanguage } from './dates';

/** Day names from Sunday (Date#getDay) and month names from January (Date#getMonth). */
const NAMES: Record<UiLanguage, { days: readonly string[]; months: readonly string[] }> = {
  id: {
    days: ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'],
    months: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
  },
  en: {
    days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
};

/**
 * Header date with the weekday, e.g. 'Minggu, 22 November 2026' / 'Sunday, November 22, 2026'
 * (the forms Intl gives for id-ID and en-US), from the Date's own fields and the names above.
 *
 * The header is on every page and formats on the client, so neither of the kept libraries: the
 * browser's first Intl.DateTimeFormat costs a phone's main thread dearly while the page hydrates
 * (tests/e2e/first-paint.spec.ts has the figures and holds hydration to no formatter), and
 * date-fns with its two locales is about 10 KB gzip of script (lib/content/dates.ts, the server's
 * dates, uses it).
 */
export function formatHeaderDate(value: Date, language: UiLanguage): string {
  const { days, months } = NAMES[language];
  const [weekday, day, month, year] = [days[value.getDay()], value.getDate(), months[value.getMonth()], value.getFullYear()];
  return language === 'id' ? `${weekday}, ${day} ${month} ${year}` : `${weekday}, ${month} ${day}, ${year}`;
}
