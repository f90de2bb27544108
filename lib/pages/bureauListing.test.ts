/** @jest-environment node */
import { WpError } from '@/lib/wp/errors';
import { STAFF_VIEW } from '@/lib/wp';
import { loadBureauListing } from './bureauListing';

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

  it('falls back to the public list when WordPress refuses the staff reader, and lets other failures through', async () => {
    getPosts.mockRejectedValueOnce(new WpError('expired', 401, 'jwt_auth_invalid_token')).mockResolvedValueOnce(POSTS);
    await expect(loadBureauListing('berita', 'humas', STAFF_VIEW)).resolves.toMatchObject({ found: true, posts: POSTS.posts });
    expect(getPosts).toHaveBeenLastCalledWith({ type: 'berita', bureau: 'humas', perPage: 20 });
    getPosts.mockRejectedValueOnce(new WpError('down', 503));
    await expect(loadBureauListing('berita', 'humas', STAFF_VIEW)).rejects.toThrow('down');
  });
});
