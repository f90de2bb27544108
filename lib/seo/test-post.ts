import type { Post } from '@/lib/wp';

/** A published post for the SEO builders' unit tests. */
export function testPost(overrides: Partial<Post> = {}): Post {
  return {
    id: 289,
    type: 'berita',
    slug: 'sosialisasi-zona-integritas',
    status: 'publish',
    date: '2026-11-09T08:54:00+07:00',
    modified: '2026-11-10T14:05:00+07:00',
    title: 'Sosialisasi Zona Integritas',
    contentHtml: '<p>Isi berita lengkap.</p>',
    excerptHtml: '<p>Ringkasan berita.</p>',
    excerptText: 'Ringkasan berita.',
    manualExcerpt: 'Ringkasan berita.',
    bureauId: 'humas',
    authorName: 'Admin Humas',
    authorLogin: 'admin_humas',
    imageUrl: 'https://cms.example.go.id/wp-content/uploads/zona.jpg',
    imageAlt: 'Zona',
    sakipYear: null,
    sakipCategory: null,
    ...overrides,
  };
}
