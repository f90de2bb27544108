import { format, isValid, parseISO } from 'date-fns';
import { enUS, id } from 'date-fns/locale';

export type UiLanguage = 'id' | 'en';

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  // WordPress `date` is the site's local time without a zone: parseISO reads it as written.
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** Indonesian long format, e.g. '5 Maret 2026' (English: 'March 5, 2026'). Empty for bad input. */
export function formatLongDate(value: string | Date | null | undefined, language: UiLanguage = 'id'): string {
  const date = toDate(value);
  if (!date) return '';
  return language === 'en' ? format(date, 'MMMM d, yyyy', { locale: enUS }) : format(date, 'd MMMM yyyy', { locale: id });
}

/** dd/mm/yy of the SAKIP table and the admin dashboard. */
export function formatShortDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'dd/MM/yy') : '';
}

/** Numbers formatted Indonesian style (behaviour §2.3), e.g. 12.345. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat('id-ID').format(value);
}
