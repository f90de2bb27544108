import { test } from './fixtures';
import { expectNoViolations } from './helpers/a11y';
import { HOME_AND_LISTS } from './helpers/routes';
import { wpPosts } from './helpers/wp';

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
        ...HOME_AND_LISTS,
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
