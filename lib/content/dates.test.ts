import { formatLongDate, formatShortDate } from './dates';
import { formatNumber } from './numbers';
import { formatHeaderDate } from './headerDate';

describe('formatLongDate', () => {
  it('formats Indonesian by default and English on request', () => {
    expect(formatLongDate('2026-03-05T10:00:00')).toBe('5 Maret 2026');
    expect(formatLongDate('2026-03-05T10:00:00', 'id')).toBe('5 Maret 2026');
    expect(formatLongDate('2026-03-05T10:00:00', 'en')).toBe('March 5, 2026');
    expect(formatLongDate('2025-12-31T23:59:59')).toBe('31 Desember 2025');
    expect(formatLongDate(new Date('2026-08-17T00:00:00+07:00'))).toBe('17 Agustus 2026');
  });

  it('reads a date without a zone as Jakarta time, and an instant as its Jakarta day', () => {
    expect(formatLongDate('2026-03-05T23:30:00')).toBe('5 Maret 2026');
    expect(formatLongDate('2026-03-05T00:10:00')).toBe('5 Maret 2026');
    expect(formatLongDate('2026-03-05T00:10:00+07:00')).toBe('5 Maret 2026');
    expect(formatLongDate('2026-03-04T17:10:00Z')).toBe('5 Maret 2026');
    expect(formatShortDate('2026-03-04T17:10:00Z')).toBe('05/03/26');
  });

  it('answers an empty string for bad input', () => {
    expect(formatLongDate('bukan tanggal')).toBe('');
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate(undefined, 'en')).toBe('');
    expect(formatLongDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatShortDate', () => {
  it('formats dd/MM/yy', () => {
    expect(formatShortDate('2026-03-05T10:00:00')).toBe('05/03/26');
    expect(formatShortDate('2026-11-22T10:00:00')).toBe('22/11/26');
    expect(formatShortDate('xx')).toBe('');
    expect(formatShortDate(null)).toBe('');
  });
});

describe('formatHeaderDate', () => {
  it('has the weekday in Indonesian or English', () => {
    expect(formatHeaderDate(new Date(2026, 2, 5, 8, 0), 'id')).toBe('Kamis, 5 Maret 2026');
    expect(formatHeaderDate(new Date(2026, 2, 5, 8, 0), 'en')).toBe('Thursday, March 5, 2026');
    expect(formatHeaderDate(new Date(2026, 10, 22), 'id')).toBe('Minggu, 22 November 2026');
    expect(formatHeaderDate(new Date(2026, 10, 23), 'id')).toBe('Senin, 23 November 2026');
  });
});

describe('formatNumber', () => {
  it('groups thousands with dots', () => {
    expect(formatNumber(12345)).toBe('12.345');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
  });
});
