/** @jest-environment node */
import { NEWS_SITEMAP_MAX, NEWS_TYPES, newsEntries, newsSince, renderNewsSitemap } from './newsSitemap';
import type { RecentPost } from '@/lib/wp';
import { stubEnv } from '@/tests/unit/env';

stubEnv({ SITE_URL: 'https://bua.example.go.id' });

const now = new Date('2026-11-26T05:00:00Z'); // 12:00 WIB

const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">';

/** The <url> entry Google News expects for one post, written out line by line. */
const expectedEntry = (loc: string, date: string, title: string) =>
  [
    '<url>',
    `<loc>${loc}</loc>`,
    '<news:news>',
    '<news:publication>',
    '<news:name>Badan Urusan Administrasi Mahkamah Agung RI</news:name>',
    '<news:language>id</news:language>',
    '</news:publication>',
    `<news:publication_date>${date}</news:publication_date>`,
    `<news:title>${title}</news:title>`,
    '</news:news>',
    '</url>',
    '',
  ].join('\n');
const post = (slug: string, date: string, overrides: Partial<RecentPost> = {}): RecentPost => ({ type: 'berita', slug, title: `Judul ${slug}`, date, ...overrides });

describe('news sitemap', () => {
  it('covers the four post types, not SAKIP', () => {
    expect([...NEWS_TYPES]).toEqual(['berita', 'artikel', 'pengumuman', 'undangan']);
  });

  it('lists the posts of the last two days, newest first, none older', () => {
    expect(newsSince(now).toISOString()).toBe('2026-11-24T05:00:00.000Z');
    const entries = newsEntries(
      [
        post('dua-hari-pas', '2026-11-24T12:00:00+07:00'),
        post('terlalu-lama', '2026-11-24T11:59:59+07:00'),
        post('baru', '2026-11-26T00:30:00+07:00', { type: 'pengumuman' }),
        post('kemarin', '2026-11-25T08:00:00+07:00', { type: 'artikel' }),
      ],
      now,
    );
    expect(entries.map((entry) => entry.slug)).toEqual(['baru', 'kemarin', 'dua-hari-pas']);
  });

  it('holds at most 1,000 posts, the newest', () => {
    const many = Array.from({ length: 1200 }, (_, index) => post(`p${index}`, new Date(now.getTime() - index * 60_000).toISOString()));
    const entries = newsEntries(many, now);
    expect(NEWS_SITEMAP_MAX).toBe(1000);
    expect(entries).toHaveLength(1000);
    expect(entries.at(-1)!.slug).toBe('p999');
  });

  it('names the publication, its language, the title and the date with its offset, escaped', () => {
    const xml = renderNewsSitemap([post('rapat', '2026-11-26T00:30:00+07:00', { title: 'Rapat <Koordinasi> & "Evaluasi"' }), post('%e5%85%ac', '2026-11-25T08:00:00+07:00', { type: 'undangan' })]);
    expect(xml).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n${URLSET_OPEN}\n` +
        expectedEntry('https://bua.example.go.id/berita/rapat', '2026-11-26T00:30:00+07:00', 'Rapat &lt;Koordinasi&gt; &amp; &quot;Evaluasi&quot;') +
        expectedEntry('https://bua.example.go.id/undangan/%E5%85%AC', '2026-11-25T08:00:00+07:00', 'Judul %e5%85%ac') +
        '</urlset>\n',
    );
    expect(renderNewsSitemap([])).toContain(`${URLSET_OPEN}\n</urlset>`);
  });
});
