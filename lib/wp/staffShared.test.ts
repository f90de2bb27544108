/** @jest-environment node */
import { z } from 'zod';
import type { WpRequest } from './client';
import { isStaffSharedRead, sendStaffShared } from './staffShared';

const read = (overrides: Partial<WpRequest<unknown>>): WpRequest<unknown> => ({ path: 'wp/v2/berita', schema: z.unknown(), staffShared: true, ...overrides });

describe('reads all staff share (issue 14: signed-in pages without a WordPress call each)', () => {
  it('are GETs with a token for published and private posts only', () => {
    expect(isStaffSharedRead(read({ token: 't', query: { status: ['publish', 'private'] } }))).toBe(true);
    expect(isStaffSharedRead(read({ token: 't', query: { status: 'publish,private', bureau: 'humas' } }))).toBe(true);
  });

  it('are never a pending, draft or future read, a per-user context, a write, a forced refresh or an anonymous read', () => {
    expect(isStaffSharedRead(read({ token: 't', query: { status: ['pending'] } }))).toBe(false);
    expect(isStaffSharedRead(read({ token: 't', query: { status: ['publish', 'private', 'draft'] } }))).toBe(false);
    expect(isStaffSharedRead(read({ token: 't', query: { status: 'publish' } }))).toBe(false);
    expect(isStaffSharedRead(read({ token: 't', query: { status: ['publish', 'private'], context: 'edit' } }))).toBe(false);
    expect(isStaffSharedRead(read({ token: 't', method: 'POST', query: { status: ['publish', 'private'] } }))).toBe(false);
    expect(isStaffSharedRead(read({ token: 't', fresh: true, query: { status: ['publish', 'private'] } }))).toBe(false);
    expect(isStaffSharedRead(read({ query: { status: ['publish', 'private'] } }))).toBe(false);
  });

  it('are only the reads their caller marks as a staff member’s (never any signed-in account’s)', () => {
    expect(isStaffSharedRead(read({ token: 't', staffShared: false, query: { status: ['publish', 'private'] } }))).toBe(false);
    expect(isStaffSharedRead(read({ token: 't', staffShared: undefined, query: { status: ['publish', 'private'] } }))).toBe(false);
  });

  it('are sent as they are outside Next’s server', async () => {
    const answer = { data: [1], status: 200, headers: new Headers({ 'x-wp-total': '1' }) };
    const send = jest.fn().mockResolvedValue(answer);
    await expect(sendStaffShared(read({ token: 't' }), 'https://wp.test/wp-json/wp/v2/berita', send)).resolves.toBe(answer);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
