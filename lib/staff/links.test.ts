import { editorLink, editorTarget, viewLink, wpEditUrl, wpNewPostUrl } from './links';

const WP = 'https://cms.bua.test';

describe('WordPress links', () => {
  it('edit by id, new post by type', () => {
    expect(wpEditUrl(`${WP}/wp-admin`, 289)).toBe(`${WP}/wp-admin/post.php?post=289&action=edit`);
    expect(wpNewPostUrl(`${WP}/wp-admin`, 'pengumuman')).toBe(`${WP}/wp-admin/post-new.php?post_type=pengumuman`);
  });
});

describe('editor hand-over links', () => {
  it('go through the portal route, which stands for a wp-admin address', () => {
    expect(editorLink({ post: 289 })).toBe('/api/staff/wp-editor?post=289');
    expect(editorLink({ create: 'sakip' })).toBe('/api/staff/wp-editor?new=sakip');
    expect(editorTarget(new URLSearchParams('post=289'), `${WP}/wp-admin`)).toBe(`${WP}/wp-admin/post.php?post=289&action=edit`);
    expect(editorTarget(new URLSearchParams('new=sakip'), `${WP}/wp-admin`)).toBe(`${WP}/wp-admin/post-new.php?post_type=sakip`);
  });

  it('stand for nothing else', () => {
    for (const query of ['', 'post=0', 'post=-1', 'post=1e3', 'post=12abc', 'new=page', 'new=', 'redirect_to=https://evil.example']) {
      expect(editorTarget(new URLSearchParams(query), `${WP}/wp-admin`)).toBeNull();
    }
  });
});

describe('viewLink', () => {
  it('published and private posts of the four types: the portal page /{type}/{slug}', () => {
    expect(viewLink({ id: 1, type: 'berita', slug: 'rapat', status: 'publish' })).toEqual({ href: '/berita/rapat', external: false });
    expect(viewLink({ id: 1, type: 'undangan', slug: 'rapat', status: 'private' })).toEqual({ href: '/undangan/rapat', external: false });
  });

  it('published SAKIP: /sakip/{slug}', () => {
    expect(viewLink({ id: 9, type: 'sakip', slug: 'renstra', status: 'publish' })).toEqual({ href: '/sakip/renstra', external: false });
  });

  it("what has no public page (pending has no slug yet, drafts, scheduled) opens the portal's preview; SAKIP the editor, signed in", () => {
    expect(viewLink({ id: 291, type: 'berita', slug: '', status: 'pending' })).toEqual({ href: '/api/preview?type=berita&id=291', external: true });
    expect(viewLink({ id: 302, type: 'undangan', slug: 'x', status: 'future' })).toEqual({ href: '/api/preview?type=undangan&id=302', external: true });
    expect(viewLink({ id: 5, type: 'sakip', slug: 'x', status: 'private' })).toEqual({ href: '/api/staff/wp-editor?post=5', external: true });
  });
});
