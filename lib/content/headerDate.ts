import type { UiLanguage } from './dates';

const WITH_WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
const FORMATS: Record<UiLanguage, Intl.DateTimeFormat> = {
  id: new Intl.DateTimeFormat('id-ID', WITH_WEEKDAY),
  en: new Intl.DateTimeFormat('en-US', WITH_WEEKDAY),
};

/**
 * Header date with the weekday, e.g. 'Minggu, 22 November 2026' / 'Sunday, November 22, 2026'.
 * The browser's own Intl gives exactly these forms; date-fns with its two locales (lib/content/dates.ts,
 * the server's dates) was about 10 KB gzip of the JavaScript every page loads, for the header alone.
 */
export function formatHeaderDate(value: Date, language: UiLanguage): string {
  return FORMATS[language].format(value);
}
