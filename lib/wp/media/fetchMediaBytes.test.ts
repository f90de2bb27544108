/** @jest-environment node */
import { fetchMediaBytes, isWordPressMediaUrl } from './fetchMediaBytes';
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub } from '@/tests/unit/fetchStub';

const fetchStub = installFetchStub();
stubWordPressEnv();

describe('fetchMediaBytes', () => {
  it('only reads from the WordPress host', async () => {
    expect(isWordPressMediaUrl('https://cms.bua.test/wp-content/uploads/a.jpg')).toBe(true);
    expect(isWordPressMediaUrl('http://169.254.169.254/latest/meta-data')).toBe(false);
    expect(isWordPressMediaUrl('https://cms.bua.test.evil.example/a.jpg')).toBe(false);
    expect(isWordPressMediaUrl('file:///etc/passwd')).toBe(false);
    expect(await fetchMediaBytes('http://127.0.0.1:9/a.jpg')).toBeNull();
    expect(await fetchMediaBytes(null)).toBeNull();
    expect(fetchStub.mock).not.toHaveBeenCalled();
  });

  it('returns the bytes of an image', async () => {
    fetchStub.mock.mockResolvedValueOnce(new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/jpeg' } }));
    const media = await fetchMediaBytes('https://cms.bua.test/wp-content/uploads/a.jpg');
    expect(media?.contentType).toBe('image/jpeg');
    expect(media?.bytes.byteLength).toBe(3);
  });

  it('is null for errors, non-images and network failures', async () => {
    fetchStub.text('missing', { status: 404, headers: { 'Content-Type': 'image/jpeg' } });
    expect(await fetchMediaBytes('https://cms.bua.test/a.jpg')).toBeNull();
    fetchStub.text('<html>', { headers: { 'Content-Type': 'text/html' } });
    expect(await fetchMediaBytes('https://cms.bua.test/a.jpg')).toBeNull();
    fetchStub.fail();
    expect(await fetchMediaBytes('https://cms.bua.test/a.jpg')).toBeNull();
  });
});
