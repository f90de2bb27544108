/**
 * The portal's one date rule (behaviour §3 "Dates"). WordPress stores each date twice: `date` in the
 * site's time zone without a zone mark, and `date_gmt` (likewise `modified` / `modified_gmt`) in UTC,
 * also without one. Read bare, either is a wall clock whose instant depends on the reader's zone.
 * So every date the portal takes from WordPress becomes one instant, from the `_gmt` field (the
 * site-local one only when that is missing), written in RFC 3339 with its offset in the agency's
 * zone: `2026-11-20T12:00:00+07:00`. Machines read the instant (RSS, JSON-LD, Open Graph, sitemaps,
 * `<time datetime>`); people read its Jakarta calendar date, whatever the server's own zone.
 */

/** The agency's zone: WordPress's site time (wordpress/install) and the calendar readers live by. */
export const SITE_TIME_ZONE = 'Asia/Jakarta';

/** Jakarta's wall clock of an instant; hourCycle h23 so midnight reads 00, never 24. */
const WALL_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** RFC 3339 date-time, `T` or a space between date and time (MySQL's spelling), optional fraction and zone. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** WordPress writes an unset `_gmt` date (an undated draft) as zeros. */
const UNSET = /^0000-00-00/;

/** Seconds the zone is ahead of UTC at an instant (local mean time had seconds), read from Intl: the slow part, and a sitemap has 50,000 dates. */
function zoneOffsetSeconds(instant: Date): number {
  const parts: Record<string, number> = {};
  for (const part of WALL_CLOCK.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wallAsUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000) / 1000);
}

const DAY_MS = 86_400_000;
/** The offset of each UTC day asked so far, null for a day in which it changes; cleared past a bound. */
const dayOffsets = new Map<number, number | null>();
const DAY_OFFSETS_MAX = 20_000;

/**
 * Seconds Jakarta is ahead of UTC at an instant. A zone changes its offset at most once a day, so a
 * UTC day whose first and last seconds agree has that offset throughout: two Intl reads per day
 * instead of one per date.
 */
function offsetSeconds(instant: Date): number {
  const day = Math.floor(instant.getTime() / DAY_MS);
  let offset = dayOffsets.get(day);
  if (offset === undefined) {
    const first = zoneOffsetSeconds(new Date(day * DAY_MS));
    offset = first === zoneOffsetSeconds(new Date((day + 1) * DAY_MS - 1000)) ? first : null;
    if (dayOffsets.size >= DAY_OFFSETS_MAX) dayOffsets.clear();
    dayOffsets.set(day, offset);
  }
  return offset ?? zoneOffsetSeconds(instant);
}

/** Minutes Jakarta is ahead of UTC at an instant (+420: WIB has had no daylight saving since 1964). */
const offsetMinutes = (instant: Date) => Math.round(offsetSeconds(instant) / 60);

function wallClockOf(instant: Date): WallClock {
  const wall = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offsetSeconds(instant) * 1000);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(), hour: wall.getUTCHours(), minute: wall.getUTCMinutes(), second: wall.getUTCSeconds() };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The instant a date names. A zone mark (`Z`, `+07:00`) is obeyed; a date without one is a Jakarta
 * wall clock (WordPress's site time), a date without a time Jakarta's midnight. Null for anything
 * unreadable, an impossible calendar date included.
 */
export function parseInstant(value: string | Date | null | undefined): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const match = DATE_TIME.exec(value?.trim() ?? '');
  if (!match || UNSET.test(match[0])) return null;
  const [, year, month, day, hour = '00', minute = '00', second = '00', zone] = match;
  const fields = [Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)] as const;
  const wallAsUtc = Date.UTC(...fields);
  const check = new Date(wallAsUtc);
  // Date.UTC rolls 31 February over into March: such a date is no date.
  if (check.getUTCFullYear() !== fields[0] || check.getUTCMonth() !== fields[1] || check.getUTCDate() !== fields[2] || fields[3] > 23 || fields[4] > 59 || fields[5] > 59) return null;
  if (zone) {
    const [sign, hours, minutes] = zone.toUpperCase() === 'Z' ? ['+', '0', '0'] : [zone[0], zone.slice(1, 3), zone.slice(-2)];
    return new Date(wallAsUtc - (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000);
  }
  return new Date(wallAsUtc - offsetMinutes(new Date(wallAsUtc)) * 60_000);
}

/** An instant in RFC 3339 with Jakarta's offset, to the second: `2026-11-20T12:00:00+07:00`. */
export function formatInstant(instant: Date): string {
  const wall = wallClockOf(instant);
  const offset = offsetMinutes(instant);
  const sign = offset < 0 ? '-' : '+';
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${sign}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/**
 * A WordPress date pair as the portal keeps it: the instant of `gmt` (UTC, written without a zone),
 * else of `local` (the site's time), in RFC 3339 with Jakarta's offset. Null when neither is a date.
 */
export function wpInstant(gmt: string | null | undefined, local?: string | null): string | null {
  const fromGmt = gmt && !UNSET.test(gmt) ? parseInstant(/(Z|[+-]\d{2}:?\d{2})$/i.test(gmt.trim()) ? gmt : `${gmt.trim()}Z`) : null;
  const instant = fromGmt ?? parseInstant(local);
  return instant ? formatInstant(instant) : null;
}

/** The Jakarta wall clock of a date (any form parseInstant reads): what a person in the agency's zone sees. */
export function jakartaWallClock(value: string | Date | null | undefined): WallClock | null {
  const instant = parseInstant(value);
  return instant ? wallClockOf(instant) : null;
}
