/** @jest-environment node */
import { requestDelete, staffFetcher, StaffFetchError } from './client';
import { installFetchStub } from '@/tests/unit/fetchStub';

const fetchStub = installFetchStub();

describe('requestDelete', () => {
  it('DELETE /api/staff/posts/{type}/{id} and the answer code', async () => {
    fetchStub.json({ code: 'deleted', message: 'Deleted' });
    expect(await requestDelete('berita', 12)).toEqual({ code: 'deleted', message: 'Deleted' });
    expect(fetchStub.mock.mock.calls[0]![0]).toBe('/api/staff/posts/berita/12');
    expect(fetchStub.init().method).toBe('DELETE');
  });

  it('an answer without a body still has a code from its status; a network failure is "failed"', async () => {
    fetchStub.text('', { status: 401 });
    expect((await requestDelete('berita', 12)).code).toBe('session_expired');
    fetchStub.text('<html>', { status: 403 });
    expect((await requestDelete('berita', 12)).code).toBe('forbidden');
    fetchStub.text('', { status: 500 });
    expect((await requestDelete('berita', 12)).code).toBe('failed');
    fetchStub.fail(new TypeError('Failed to fetch'));
    expect((await requestDelete('berita', 12)).code).toBe('failed');
  });

  it('a 200 that is not a deletion is not taken for one', async () => {
    fetchStub.text('<html>login</html>', { status: 200 });
    expect((await requestDelete('berita', 12)).code).toBe('failed');
  });
});

describe('staffFetcher', () => {
  it('returns the JSON; a 401 is an ended session', async () => {
    fetchStub.json({ kind: 'admin-list' });
    expect(await staffFetcher('/api/staff/admin/berita')).toEqual({ kind: 'admin-list' });
    fetchStub.json({ code: 'session_expired', message: 'Sesi Anda telah berakhir.' }, { status: 401 });
    const error = await staffFetcher('/api/staff/admin/berita').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StaffFetchError);
    expect((error as StaffFetchError).sessionExpired).toBe(true);
  });
});
