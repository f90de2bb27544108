/** @jest-environment node */
import { revalidateTag } from 'next/cache';
import { isSessionRevoked } from '@/lib/auth/revocation';
import { POST } from './route';
import { sign } from '@/lib/wp/webhook/signature';
import { stubEnv } from '@/tests/unit/env';
import { indexChangedPost } from '@/lib/search/sync';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
// The index's own reads and writes are tested against real engines (lib/search/*.engine.test.ts).
jest.mock('@/lib/search/sync', () => ({ indexChangedPost: jest.fn().mockResolvedValue(undefined) }));

const SECRET = 'r'.repeat(48);
stubEnv({ REVALIDATE_SECRET: SECRET });

function notice(body: object, timestamp = String(Math.floor(Date.now() / 1000))) {
  const text = JSON.stringify(body);
  return new Request('http://portal.test/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bua-timestamp': timestamp, 'x-bua-signature': sign(SECRET, timestamp, text) },
    body: text,
  });
}

beforeEach(() => {
  jest.mocked(revalidateTag).mockClear();
  jest.mocked(indexChangedPost).mockClear();
});

describe('POST /api/revalidate', () => {
  it('refuses a replayed delivery with 409 and revalidates nothing the second time', async () => {
    const first = notice({ type: 'berita', id: 4242, slugs: ['replay-test'], bureau: 'humas' });
    const copy = first.clone();
    expect((await POST(first)).status).toBe(200);
    const calls = jest.mocked(revalidateTag).mock.calls.length;
    const replay = await POST(copy);
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual({ message: 'Delivery already received' });
    expect(jest.mocked(revalidateTag).mock.calls.length).toBe(calls);
  });

  it('rewrites a changed post in the search index before its pages are refreshed, and a failure there holds nothing back', async () => {
    const order: string[] = [];
    jest.mocked(indexChangedPost).mockImplementationOnce(async () => void order.push('index'));
    jest.mocked(revalidateTag).mockImplementation(() => void order.push('tags'));
    expect((await POST(notice({ type: 'artikel', id: 77, slugs: ['urutan'], bureau: 'umum' }))).status).toBe(200);
    expect(indexChangedPost).toHaveBeenCalledWith(77);
    expect(order[0]).toBe('index');
    expect(order).toContain('tags');

    jest.mocked(indexChangedPost).mockRejectedValueOnce(new Error('search engine unavailable'));
    expect((await POST(notice({ type: 'berita', id: 78, slugs: ['gagal'], bureau: 'umum' }))).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('wp:post:berita:78', { expire: 0 });

    // SAKIP documents are not searched: nothing to index.
    jest.mocked(indexChangedPost).mockClear();
    expect((await POST(notice({ type: 'sakip', id: 79, slugs: ['dokumen'], bureau: null }))).status).toBe(200);
    expect(indexChangedPost).not.toHaveBeenCalled();
    jest.mocked(revalidateTag).mockReset();
  });

  it("ends a user's sessions on WordPress's signed sessions_revoked notice", async () => {
    const at = Math.floor(Date.now() / 1000);
    const response = await POST(notice({ event: 'sessions_revoked', login: 'admin_pimpinan', at }));
    expect(response.status).toBe(200);
    expect(await isSessionRevoked({ sid: 'any', login: 'admin_pimpinan', issuedAt: at - 100 })).toBe(true);
    expect(await isSessionRevoked({ sid: 'any', login: 'admin_pimpinan', issuedAt: at + 1 })).toBe(false);
    expect(await isSessionRevoked({ sid: 'any', login: 'admin_umum', issuedAt: at - 100 })).toBe(false);
  });

  it('refuses an unsigned sessions_revoked notice', async () => {
    const request = new Request('http://portal.test/api/revalidate', { method: 'POST', body: JSON.stringify({ event: 'sessions_revoked', login: 'admin_keuangan', at: 1 }) });
    expect((await POST(request)).status).toBe(401);
    expect(await isSessionRevoked({ sid: 'any', login: 'admin_keuangan', issuedAt: 0 })).toBe(false);
  });
});
