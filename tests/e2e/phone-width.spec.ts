import { expect, test, type Page } from './fixtures';
import { withoutComplaintPopup } from './helpers/home';
import { signInContext } from './helpers/auth';
import { wpPosts } from './helpers/wp';

/**
 * Every page kind fits a 320 and a 390 px screen: nothing makes the page pan sideways (long file
 * names and addresses wrap or are cut inside their cards; tables scroll inside their own box).
 */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** A post of `type` whose body links a PDF (its Lampiran card), at its bureau address. */
async function postWithAttachment(request: Parameters<typeof wpPosts>[0], type: string): Promise<string> {
  const posts = await wpPosts(request, type, { per_page: 50, _fields: 'slug,bureau,content' } as Record<string, string | number>);
  const post = posts.find((item) => /\.pdf/i.test(item.content.rendered));
  expect(post, `a ${type} with a PDF attachment in the seed`).toBeTruthy();
  return `/${type}/biro/${post!.bureau ?? 'humas'}/${post!.slug}`;
}

for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('public pages of every kind, detail pages with attachments, SAKIP documents and tables in content', async ({ page, request }) => {
      test.setTimeout(120_000);
      const [sakip] = await wpPosts(request, 'sakip', { per_page: 1, _fields: 'slug' } as Record<string, string | number>);
      const addresses = [
        '/',
        '/berita',
        '/berita/biro/humas',
        '/berita/arsip',
        await postWithAttachment(request, 'pengumuman'),
        await postWithAttachment(request, 'undangan'),
        '/berita/galeri-blok-konten',
        '/sakip',
        '/sakip?term=laporan',
        `/sakip/${sakip!.slug}`,
        '/search?term=rapat',
        '/profil',
        '/BiroKepegawaian',
        '/login',
        '/halaman-yang-tidak-ada',
      ];
      await withoutComplaintPopup(page);
      for (const address of addresses) {
        await page.goto(address);
        expect([address, await overflow(page)]).toEqual([address, 0]);
      }
    });

    test('staff screens', async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await signInContext(context, 'admin_humas');
      const page = await context.newPage();
      for (const address of ['/admin', '/admin/berita', '/admin/pengumuman', '/admin-sakip']) {
        await page.goto(address);
        await page.waitForLoadState('networkidle');
        expect([address, await overflow(page)]).toEqual([address, 0]);
      }
      await context.close();
      const editor = await browser.newContext({ viewport: { width, height: 800 } });
      await signInContext(editor, 'redaktur_humas');
      const editorPage = await editor.newPage();
      for (const address of ['/redaktur-dashboard', '/redaktur/berita', '/redaktur-sakip']) {
        await editorPage.goto(address);
        await editorPage.waitForLoadState('networkidle');
        expect([address, await overflow(editorPage)]).toEqual([address, 0]);
      }
      await editor.close();
    });
  });
}
