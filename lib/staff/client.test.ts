/** @jest-environment node */
import { requestDelete, staffFetcher, StaffFetchError } from './client';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const originalFetch = global.fetch;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterAll(() => {
  global.fetch = originalFetch;
});

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('requestDelete', () => {
  it('DELETE /api/staff/posts/{type}/{id} and the answer code', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 'deleted', message: 'Deleted' }, 200));
    expect(await requestDelete('berita', 12)).toEqual({ code: 'deleted', message: 'Deleted' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/staff/posts/berita/12');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
  });

  it('an answer without a body still has a code from its status; a network failure is "failed"', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401 }));
    expect((await requestDelete('berita', 12)).code).toBe('session_expired');
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 403 }));
    expect((await requestDelete('berita', 12)).code).toBe('forbidden');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    expect((await requestDelete('berita', 12)).code).toBe('failed');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await requestDelete('berita', 12)).code).toBe('failed');
  });

  it('a 200 that is not a deletion is not taken for one', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>login</html>', { status: 200 }));
    expect((await requestDelete('berita', 12)).code).toBe('failed');
  });
});

describe('staffFetcher', () => {
  it('returns the JSON; a 401 is an ended session', async () => {
    fetchMock.mockResolvedValueOnce(json({ kind: 'admin-list' }, 200));
    expect(await staffFetcher('/api/staff/admin/berita')).toEqual({ kind: 'admin-list' });
    fetchMock.mockResolvedValueOnce(json({ code: 'session_expired', message: 'Sesi Anda telah berakhir.' }, 401));
    const error = await staffFetcher('/api/staff/admin/berita').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StaffFetchError);
    expect((error as StaffFetchError).sessionExpired).toBe(true);
  });
});
