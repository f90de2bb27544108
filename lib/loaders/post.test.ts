/** @jest-environment node */
import { toPost } from '@/lib/wp/post';
import { loadPublicPost, withRouteBureau } from './post';
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub, jsonResponse } from '@/tests/unit/fetchStub';
import { wpPostJson } from '@/tests/unit/fixtures';

const fetchStub = installFetchStub();
stubWordPressEnv();

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('loadPublicPost: what is a 404 and what is an outage', () => {
  it('a post WordPress does not have is null (the 404 page)', async () => {
    fetchStub.mock.mockResolvedValue(jsonResponse([]));
    await expect(loadPublicPost('berita', 'tidak-ada')).resolves.toBeNull();
  });

  it('WordPress down, too slow or answering 5xx is thrown: an existing post never becomes a 404', async () => {
    fetchStub.fail();
    await expect(loadPublicPost('berita', 'rapat-satu')).rejects.toMatchObject({ name: 'WpError', status: 0 });
    fetchStub.json({ code: 'down', message: 'Maintenance' }, { status: 503 });
    await expect(loadPublicPost('berita', 'rapat-dua')).rejects.toMatchObject({ name: 'WpError', status: 503 });
  });
});

describe('withRouteBureau: the bureau of a bureau address wins (behaviour §5)', () => {
  const item = wpPostJson({ id: 12, bureau: 'keuangan' });

  it('uses a valid route bureau first, else the post bureau field', () => {
    const post = toPost({ ...item, author_login: 'admin_perlengkapan', _embedded: { author: [{ slug: 'admin_kepegawaian', name: 'Admin Kepegawaian' }] } }, 'berita');
    expect(withRouteBureau(post, 'humas').bureauId).toBe('humas');
    expect(withRouteBureau(post, 'bukan-biro').bureauId).toBe('keuangan');
    expect(withRouteBureau(post, null).bureauId).toBe('keuangan');
  });

  it('gives the route bureau precedence in bureau inference', async () => {
    fetchStub.mock.mockResolvedValue(jsonResponse([item]));
    const post = await loadPublicPost('berita', 'rapat-kerja', 'humas');
    expect(post?.bureauId).toBe('humas');
  });
});
