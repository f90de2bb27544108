import { format } from 'date-fns';
import { enUS, id } from 'date-fns/locale';
import { jakartaWallClock } from './instant';

export type UiLanguage = 'id' | 'en';

/**
 * The Jakarta calendar day of a date (lib/content/instant.ts reads it), as a local midnight: date-fns
 * formats local fields, so this prints that day whatever the server's own zone.
 */
function calendarDay(value: string | Date | null | undefined): Date | null {
  const wall = jakartaWallClock(value);
  return wall ? new Date(wall.year, wall.month - 1, wall.day) : null;
}

/** Indonesian long format, e.g. '5 Maret 2026' (English: 'March 5, 2026'), of the Jakarta day. Empty for bad input. */
export function formatLongDate(value: string | Date | null | undefined, language: UiLanguage = 'id'): string {
  const day = calendarDay(value);
  if (!day) return '';
  return language === 'en' ? format(day, 'MMMM d, yyyy', { locale: enUS }) : format(day, 'd MMMM yyyy', { locale: id });
}

/** dd/mm/yy of the SAKIP table and the staff screens, of the Jakarta day. */
export function formatShortDate(value: string | Date | null | undefined): string {
  const day = calendarDay(value);
  return day ? format(day, 'dd/MM/yy') : '';
}
