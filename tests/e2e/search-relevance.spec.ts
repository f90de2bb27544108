import { expect, test, type Page } from './fixtures';
import { signInContext } from './helpers/auth';
import { wpCreatePost, wpDeletePost, type CreatedPost } from './helpers/staff';
import { wpToken } from './helpers/wp';

/**
 * Search that understands Indonesian, end to end: posts written in WordPress reach the portal's
 * index by WordPress's own notice, and the search page finds them by words that differ from theirs
 * (affixes, stop words, order, case), honours phrases, corrects a typo from the archive's words,
 * ranks a title over a newer body and marks what matched. Each probe carries a marker word of this
 * run, so the seed's posts never answer for it.
 */
const RUN = `uji${Date.now().toString(36)}`;
const posts: CreatedPost[] = [];
let token = '';

/** Titles of the results, in order. */
const resultTitles = (page: Page) => page.getByRole('region', { name: 'Hasil pencarian' }).getByRole('heading', { level: 2 }).allTextContents();

async function search(page: Page, term: string): Promise<string[]> {
  await page.goto(`/search?term=${encodeURIComponent(term)}`);
  return resultTitles(page);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  token = await wpToken(request, 'admin_humas');
  const make = (title: string, content: string, date: string, status: 'publish' | 'private' = 'publish') =>
    wpCreatePost(request, token, 'berita', { title: `${title} ${RUN}`, content, date, status }).then((post) => posts.push(post));
  // The title names the act (Melantik), an older post than the body-only mention below.
  await make('Sekretaris BUA Melantik Dua Belas Pejabat Fungsional', '<p>Para pejabat fungsional yang dilantik mengucapkan sumpah jabatan.</p>', '2021-03-01T09:00:00');
  await make('Rapat Koordinasi Kepegawaian', '<p>Dalam rapat ini dibahas jadwal pelantikan berikutnya serta pembinaan pegawai.</p>', '2024-06-01T09:00:00');
  await make('Kunjungan ke Pengadilan Tinggi Agama', '<p>Rombongan disambut di gedung pengadilan tinggi agama.</p>', '2022-01-10T09:00:00');
  await make('Fungsional dan Struktural', '<p>Seorang pejabat menjelaskan perbedaan tugas fungsional dan struktural.</p>', '2022-02-10T09:00:00');
  await make('Catatan Rahasia Biro', '<p>Catatan internal yang rahasia.</p>', '2023-01-10T09:00:00', 'private');
});

test.afterAll(async ({ request }) => {
  for (const post of posts) await wpDeletePost(request, token, 'berita', post.id);
});

test('a post written in WordPress is found within 5 s, by another affix of its words', async ({ page }) => {
  await expect(async () => {
    expect(await search(page, `pelantikan ${RUN}`)).toContain(`Sekretaris BUA Melantik Dua Belas Pejabat Fungsional ${RUN}`);
  }).toPass({ timeout: 5_000 });
});

test('the title outranks a newer body, and stop words, order and case change nothing', async ({ page }) => {
  const ranked = await search(page, `pelantikan ${RUN}`);
  expect(ranked).toEqual([`Sekretaris BUA Melantik Dua Belas Pejabat Fungsional ${RUN}`, `Rapat Koordinasi Kepegawaian ${RUN}`]);
  expect(await search(page, `YANG ${RUN.toUpperCase()} dilantik DAN pejabat`)).toEqual([`Sekretaris BUA Melantik Dua Belas Pejabat Fungsional ${RUN}`]);
});

test('a quoted phrase needs its words together; a -word leaves posts out', async ({ page }) => {
  expect((await search(page, `pejabat fungsional ${RUN}`)).sort()).toEqual([`Fungsional dan Struktural ${RUN}`, `Sekretaris BUA Melantik Dua Belas Pejabat Fungsional ${RUN}`]);
  expect(await search(page, `"pejabat fungsional" ${RUN}`)).toEqual([`Sekretaris BUA Melantik Dua Belas Pejabat Fungsional ${RUN}`]);
  expect(await search(page, `pejabat ${RUN} -struktural`)).toEqual([`Sekretaris BUA Melantik Dua Belas Pejabat Fungsional ${RUN}`]);
});

test('a typo is corrected from the archive’s own words, and the page says so', async ({ page }) => {
  expect(await search(page, `pengadilan tingi ${RUN}`)).toEqual([`Kunjungan ke Pengadilan Tinggi Agama ${RUN}`]);
  await expect(page.getByTestId('search-corrected')).toHaveText(`Menampilkan hasil untuk “pengadilan tinggi ${RUN}”`);
});

test('the matched words are marked in the title and in the excerpt around the match', async ({ page }) => {
  await search(page, `pelantikan ${RUN}`);
  const first = page.getByRole('region', { name: 'Hasil pencarian' }).getByRole('article').first();
  await expect(first.getByRole('heading', { level: 2 }).locator('mark')).toHaveText(['Melantik', RUN]);
  await expect(first.locator('p mark').first()).toHaveText('dilantik');
});

test('a private post is found by signed-in staff only, never by a visitor, typo or not', async ({ page, browser }) => {
  expect(await search(page, `rahasia ${RUN}`)).toEqual([]);
  await expect(page.getByText('Tidak ada hasil ditemukan')).toBeVisible();
  expect(await search(page, `rahasa ${RUN}`)).toEqual([]);
  await expect(page.getByTestId('search-corrected')).toHaveCount(0);

  const context = await browser.newContext();
  await signInContext(context, 'admin_keuangan');
  const staff = await context.newPage();
  expect(await search(staff, `rahasia ${RUN}`)).toEqual([`Catatan Rahasia Biro ${RUN}`]);
  await expect(staff.getByText('INTERNAL', { exact: true }).first()).toBeVisible();
  await context.close();
});

test('a post deleted in WordPress leaves the search within 5 s', async ({ page, request }) => {
  const gone = posts.find((post) => post.title.startsWith('Fungsional dan Struktural'))!;
  await wpDeletePost(request, token, 'berita', gone.id);
  await expect(async () => {
    expect(await search(page, `struktural ${RUN}`)).toEqual([]);
  }).toPass({ timeout: 5_000 });
});
