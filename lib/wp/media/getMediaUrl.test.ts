/** @jest-environment node */
import { getMediaUrl, getPublicMediaUrl } from './getMediaUrl';
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub } from '@/tests/unit/fetchStub';

const fetchStub = installFetchStub();
stubWordPressEnv();

describe.each([
  ['getMediaUrl', getMediaUrl, 'https://cms.bua.test/wp-json/wp/v2/media/42'],
  ['getPublicMediaUrl', getPublicMediaUrl, 'https://cms.bua.test/wp-json/bua/v1/public-media/42'],
])('%s', (_name, lookup, expectedUrl) => {
  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('answers null for id %p without a request', async (id) => {
    await expect(lookup(id)).resolves.toBeNull();
    expect(fetchStub.mock).not.toHaveBeenCalled();
  });

  it('returns source_url of a positive id, cached under the media tag', async () => {
    fetchStub.json({ id: 42, source_url: 'https://cms.bua.test/wp-content/uploads/2026/03/foto.jpg' });
    await expect(lookup(42)).resolves.toBe('https://cms.bua.test/wp-content/uploads/2026/03/foto.jpg');
    expect(fetchStub.url()).toBe(expectedUrl);
    expect(fetchStub.init().next).toEqual({ tags: ['wp', 'wp:media:42'], revalidate: 60 });
    expect(fetchStub.headers().Authorization).toBeUndefined();
  });

  it('fails with a 404 of WordPress', async () => {
    fetchStub.json({ code: 'rest_post_invalid_id', message: 'Invalid post ID.' }, { status: 404 });
    await expect(lookup(42)).rejects.toMatchObject({ status: 404, message: 'Invalid post ID.' });
  });
});
