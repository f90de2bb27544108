import { viewLink, wpEditUrl, wpNewPostUrl } from './links';

const WP = 'https://cms.bua.test';

describe('WordPress links', () => {
  it('edit by id, new post by type', () => {
    expect(wpEditUrl(`${WP}/wp-admin`, 289)).toBe(`${WP}/wp-admin/post.php?post=289&action=edit`);
    expect(wpNewPostUrl(`${WP}/wp-admin`, 'pengumuman')).toBe(`${WP}/wp-admin/post-new.php?post_type=pengumuman`);
  });
});

describe('viewLink', () => {
  it('published and private posts of the four types: the portal page /{type}/{slug}', () => {
    expect(viewLink({ id: 1, type: 'berita', slug: 'rapat', status: 'publish' }, WP)).toEqual({ href: '/berita/rapat', external: false });
    expect(viewLink({ id: 1, type: 'undangan', slug: 'rapat', status: 'private' }, WP)).toEqual({ href: '/undangan/rapat', external: false });
  });

  it('published SAKIP: /sakip/{slug}', () => {
    expect(viewLink({ id: 9, type: 'sakip', slug: 'renstra', status: 'publish' }, WP)).toEqual({ href: '/sakip/renstra', external: false });
  });

  it("what has no public page (pending has no slug yet, drafts, scheduled) opens WordPress's preview", () => {
    expect(viewLink({ id: 291, type: 'berita', slug: '', status: 'pending' }, WP)).toEqual({ href: `${WP}/?post_type=berita&p=291&preview=true`, external: true });
    expect(viewLink({ id: 302, type: 'berita', slug: 'x', status: 'future' }, WP).external).toBe(true);
    expect(viewLink({ id: 5, type: 'sakip', slug: 'x', status: 'private' }, WP).external).toBe(true);
  });
});
