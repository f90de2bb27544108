import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { wpPosts } from './helpers/wp';

/** WCAG 2.1 A and AA rules, as the issue asks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  expect(response, path).not.toBeNull();
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary, `${path} has accessibility violations`).toEqual([]);
}

for (const width of [390, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every public route has no WCAG 2.1 A/AA violations', async ({ page, request }) => {
      test.setTimeout(180_000);
      const [berita] = await wpPosts(request, 'berita', { per_page: 1 });
      const [artikel] = await wpPosts(request, 'artikel', { per_page: 1 });
      const [pengumuman] = await wpPosts(request, 'pengumuman', { per_page: 1 });
      const [undangan] = await wpPosts(request, 'undangan', { per_page: 1 });
      const [sakip] = await wpPosts(request, 'sakip', { per_page: 1 });
      const routes = [
        '/',
        '/berita',
        '/artikel',
        '/pengumuman',
        '/undangan',
        '/berita/biro/humas',
        `/berita/${berita!.slug}`,
        `/artikel/${artikel!.slug}`,
        `/pengumuman/${pengumuman!.slug}`,
        `/undangan/${undangan!.slug}`,
        '/berita/arsip',
        '/sakip',
        `/sakip/${sakip!.slug}`,
        '/search?term=zona',
        '/profil',
        '/BiroHumas',
        '/login',
        '/halaman-yang-tidak-ada',
      ];
      for (const route of routes) await expectNoViolations(page, route);
    });
  });
}
