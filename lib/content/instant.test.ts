/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { formatInstant, jakartaWallClock, parseInstant, wpInstant } from './instant';
import { formatLongDate, formatShortDate } from './dates';

/**
 * Runs `expression` in a fresh Node process whose zone is `zone`, with instant.ts and dates.ts loaded
 * as `instant` and `dates` (and numbers.ts, which dates.ts re-exports): the zone of a Jest worker
 * cannot be changed from inside it.
 */
function inZone(zone: string, expression: string): unknown {
  const dir = mkdtempSync(join(tmpdir(), 'instant-'));
  for (const name of ['instant', 'dates', 'numbers']) {
    const source = readFileSync(join(__dirname, `${name}.ts`), 'utf8');
    writeFileSync(join(dir, `${name}.js`), ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText);
  }
  const script = `const instant = require('./instant'); const dates = require('./dates'); process.stdout.write(JSON.stringify(${expression}))`;
  try {
    const output = execFileSync(process.execPath, ['-e', script], { cwd: dir, env: { ...process.env, TZ: zone, NODE_PATH: join(process.cwd(), 'node_modules') } });
    return JSON.parse(output.toString());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Asia/Jakarta', 'Pacific/Kiritimati'];

describe('wpInstant: the instant of a WordPress date pair, with its offset', () => {
  it("takes date_gmt (UTC without a zone mark) and writes it in Jakarta's time with +07:00", () => {
    // A post WordPress dates 2026-11-20 12:00 WIB: date_gmt 05:00 UTC.
    expect(wpInstant('2026-11-20T05:00:00', '2026-11-20T12:00:00')).toBe('2026-11-20T12:00:00+07:00');
    expect(wpInstant('2026-11-20 05:00:00')).toBe('2026-11-20T12:00:00+07:00');
    expect(wpInstant('2026-11-20T05:00:00Z')).toBe('2026-11-20T12:00:00+07:00');
  });

  it('across midnight: 00:30 WIB is the previous day in UTC, and stays the Jakarta day', () => {
    const instant = wpInstant('2026-11-19T17:30:00', '2026-11-20T00:30:00');
    expect(instant).toBe('2026-11-20T00:30:00+07:00');
    expect(new Date(instant!).toISOString()).toBe('2026-11-19T17:30:00.000Z');
    expect(new Date(instant!).toUTCString()).toBe('Thu, 19 Nov 2026 17:30:00 GMT');
    expect(formatLongDate(instant)).toBe('20 November 2026');
    expect(formatLongDate(instant, 'en')).toBe('November 20, 2026');
    expect(formatShortDate(instant)).toBe('20/11/26');
  });

  it('across the new year: 23:30 WIB on 31 December is 2025, 00:10 WIB on 1 January is 2026 (still 2025 in UTC)', () => {
    const instant = wpInstant('2025-12-31T16:30:00');
    expect(instant).toBe('2025-12-31T23:30:00+07:00');
    expect(formatLongDate(instant)).toBe('31 Desember 2025');
    // 00:10 WIB on 1 January: still 31 December in UTC, yet a 2026 post here.
    expect(formatLongDate(wpInstant('2025-12-31T17:10:00'))).toBe('1 Januari 2026');
  });

  it('falls back to the site-local date (Jakarta) only when date_gmt is missing or unset', () => {
    expect(wpInstant(null, '2026-11-20T00:30:00')).toBe('2026-11-20T00:30:00+07:00');
    expect(wpInstant(undefined, '2026-11-20T12:00:00')).toBe('2026-11-20T12:00:00+07:00');
    expect(wpInstant('0000-00-00T00:00:00', '2026-11-20T12:00:00')).toBe('2026-11-20T12:00:00+07:00');
    expect(wpInstant('', '2026-11-20T12:00:00')).toBe('2026-11-20T12:00:00+07:00');
    expect(wpInstant(null, null)).toBeNull();
    expect(wpInstant('bukan tanggal', 'juga bukan')).toBeNull();
  });

  it("gives the same instants and Jakarta days whatever the server's zone", () => {
    const expression = `[instant.wpInstant('2026-11-19T17:30:00'), instant.wpInstant(null, '2026-11-20T00:30:00'), dates.formatLongDate('2026-11-20T00:30:00+07:00'), dates.formatShortDate(instant.wpInstant('2025-12-31T16:30:00')), dates.formatLongDate('2026-11-20T23:59:00', 'en')]`;
    for (const zone of ZONES) {
      expect([zone, inZone(zone, expression)]).toEqual([zone, ['2026-11-20T00:30:00+07:00', '2026-11-20T00:30:00+07:00', '20 November 2026', '31/12/25', 'November 20, 2026']]);
    }
    // The zone really changes in the child process (else the check above proves nothing).
    expect(inZone('Asia/Tokyo', 'new Date(2026, 0, 1).getTimezoneOffset()')).toBe(-540);
  }, 30_000);
});

describe('parseInstant', () => {
  it('obeys a zone mark and reads a bare date-time as Jakarta time', () => {
    expect(parseInstant('2026-11-20T12:00:00+07:00')!.toISOString()).toBe('2026-11-20T05:00:00.000Z');
    expect(parseInstant('2026-11-20T05:00:00Z')!.toISOString()).toBe('2026-11-20T05:00:00.000Z');
    expect(parseInstant('2026-11-20T00:00:00-05:00')!.toISOString()).toBe('2026-11-20T05:00:00.000Z');
    expect(parseInstant('2026-11-20T12:00:00')!.toISOString()).toBe('2026-11-20T05:00:00.000Z');
    expect(parseInstant('2026-11-20')!.toISOString()).toBe('2026-11-19T17:00:00.000Z');
    expect(parseInstant(new Date('2026-11-20T05:00:00Z'))!.toISOString()).toBe('2026-11-20T05:00:00.000Z');
  });

  it('refuses what is not a date', () => {
    for (const value of ['', 'bukan tanggal', '2026-02-31T10:00:00', '2026-13-01T10:00:00', '2026-11-20T24:00:00', '0000-00-00T00:00:00', null, undefined]) {
      expect([value, parseInstant(value)]).toEqual([value, null]);
    }
    expect(parseInstant(new Date(Number.NaN))).toBeNull();
  });
});

describe('formatInstant and jakartaWallClock', () => {
  it("write an instant in Jakarta's time with its offset, to the second", () => {
    expect(formatInstant(new Date('2026-11-19T17:30:00.999Z'))).toBe('2026-11-20T00:30:00+07:00');
    expect(formatInstant(new Date('2026-03-05T03:04:05Z'))).toBe('2026-03-05T10:04:05+07:00');
    expect(jakartaWallClock('2026-11-19T17:30:00Z')).toEqual({ year: 2026, month: 11, day: 20, hour: 0, minute: 30, second: 0 });
    expect(jakartaWallClock('bukan')).toBeNull();
  });
});

describe('formatInstant over Jakarta’s history of offsets', () => {
  // The day cache of offsets must give what Intl gives for each instant, across the zone's changes
  // (+07:20, +07:30, +09:00, +08:00, +07:30 and +07:00 between 1923 and 1964).
  const reference = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Jakarta', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const wall = (instant: Date) => {
    const p = Object.fromEntries(reference.formatToParts(instant).map((part) => [part.type, part.value]));
    return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
  };
  it('matches Intl for every hour of the years of change and for 5,000 instants from 1900 to 2100', () => {
    const instants: Date[] = [];
    for (let t = Date.UTC(1923, 11, 30); t < Date.UTC(1964, 0, 2); t += 3_600_000 * 7) instants.push(new Date(t));
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 5000; i++) instants.push(new Date(Date.UTC(1900, 0, 1) + random() * (Date.UTC(2100, 0, 1) - Date.UTC(1900, 0, 1))));
    for (const instant of instants) {
      const formatted = formatInstant(instant);
      expect(formatted.slice(0, 19)).toBe(wall(instant));
      // Before 1924 the zone's offset had seconds (local mean time), which RFC 3339 cannot write.
      if (instant.getTime() >= Date.UTC(1924, 0, 1)) expect(parseInstant(formatted)?.getTime()).toBe(Math.floor(instant.getTime() / 1000) * 1000);
    }
  });
});
