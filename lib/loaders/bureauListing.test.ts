/** @jest-environment node */
import { WpError } from '@/lib/wp/errors';
import { loadBureauListing } from './bureauListing';
import { STAFF_VIEW } from '@/lib/auth/visibility';

const getPosts = jest.fn();
jest.mock('@/lib/wp', () => ({
  ...jest.requireActual('@/lib/wp'),
  getPosts: (...args: unknown[]) => getPosts(...args),
}));

const POSTS = { posts: [{ id: 1 }], totalPages: 1, totalPosts: 1 };

describe('loadBureauListing (behaviour §2.5)', () => {
  beforeEach(() => getPosts.mockReset());

  it('names the part of the address that does not exist, without asking WordPress', async () => {
    await expect(loadBureauListing('kabar', 'humas')).resolves.toEqual({ found: false, missing: 'type' });
    await expect(loadBureauListing('berita', 'sekretariatan')).resolves.toEqual({ found: false, missing: 'bureau' });
    expect(getPosts).not.toHaveBeenCalled();
  });

  it("reads the bureau's published posts anonymously, and private ones too as the staff reader in the staff view", async () => {
    getPosts.mockResolvedValue(POSTS);
    const listing = await loadBureauListing('berita', 'humas');
    expect(listing).toMatchObject({ found: true, type: 'berita', bureau: { id: 'humas' }, posts: POSTS.posts });
    expect(getPosts).toHaveBeenLastCalledWith({ type: 'berita', bureau: 'humas', perPage: 20 });
    await loadBureauListing('berita', 'humas', STAFF_VIEW);
    expect(getPosts).toHaveBeenLastCalledWith({ type: 'berita', bureau: 'humas', perPage: 20, status: ['publish', 'private'], staffReader: true });
  });

  it("lets WordPress's failures through (the segment's error boundary answers; a cached good page stays), a refused staff reader too", async () => {
    getPosts.mockRejectedValueOnce(new WpError('down', 503));
    await expect(loadBureauListing('berita', 'humas', STAFF_VIEW)).rejects.toThrow('down');
    // Not quietly the public list: that would be cached as the staff view.
    getPosts.mockRejectedValueOnce(new WpError('Status is forbidden.', 400, 'rest_invalid_param'));
    await expect(loadBureauListing('berita', 'humas', STAFF_VIEW)).rejects.toThrow('Status is forbidden.');
    expect(getPosts).toHaveBeenCalledTimes(2);
  });
});
