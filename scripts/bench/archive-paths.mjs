// The archive's paths, part of the archive-search step: every public page, crawler answer and staff
// screen asked once of a portal just started (so nothing is cached), at each archive size. Each
// row records the first visit's time and status, the WordPress requests it made and their time
// (the portal's own Prometheus counters), and WordPress's database time for them (wp-db-time.php,
// a must-use plugin copied in for the step). The report sets each size beside the demo's.
import fs from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';
import { config, portalEnv } from './config.mjs';
import { fetchPage } from './load.mjs';
import { startPortal, stopPortal } from './portal.mjs';
import { signIn } from './signed-in.mjs';
import { editorToken, wpGet, wpPost } from './wordpress.mjs';

const PLUGIN_SOURCE = path.join(config.root, 'scripts/bench/wp-db-time.php');
const PLUGIN_TARGET = path.join(config.wpCore, 'wp-content/mu-plugins/zz-bench-db-time.php');
const DB_LOG = path.join(config.wpCore, 'wp-content/bench-db-time.log');
const STANDALONE_DIST = path.join(config.root, config.distDir, 'standalone', config.distDir);
// The portal's own sizes and notice signature, loaded as scripts/search/reindex.mjs loads its code.
const jiti = createJiti(import.meta.url, { alias: { '@': config.root } });
const { LISTING } = await jiti.import('@/lib/content/listing.ts');
const { sign, SIGNATURE_HEADER, TIMESTAMP_HEADER } = await jiti.import('@/lib/wp/webhook/signature.ts');
/** How long WordPress may take to log its requests after the portal has answered. */
const DB_LOG_WAIT_MS = 3_000;

/** The portal's WordPress calls so far: count and seconds of bua_wordpress_request_duration_seconds. */
async function wordpressCalls() {
  const text = await (await fetch(`${config.portalUrl}/api/metrics`)).text();
  let count = 0;
  let seconds = 0;
  for (const line of text.split('\n')) {
    const match = /^bua_wordpress_request_duration_seconds_(count|sum)\{[^}]*\} ([0-9.e+-]+)$/.exec(line);
    if (match?.[1] === 'count') count += Number(match[2]);
    else if (match) seconds += Number(match[2]);
  }
  return { count, seconds };
}

/** The database lines WordPress wrote since `offset` (cron runs left out: they are not the page's). */
function databaseLines(offset) {
  const text = fs.existsSync(DB_LOG) ? fs.readFileSync(DB_LOG, 'utf8').slice(offset) : '';
  return text.split('\n').filter(Boolean).map((line) => line.split('\t')).filter((cols) => !cols[3]?.includes('wp-cron.php'));
}

/** Once WordPress has logged `requests` requests since `offset` (each logs as it ends): their database time and queries. */
async function databaseSince(offset, requests) {
  const until = performance.now() + DB_LOG_WAIT_MS;
  let lines = databaseLines(offset);
  while (lines.length < requests && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    lines = databaseLines(offset);
  }
  return { dbMs: lines.reduce((sum, cols) => sum + Number(cols[1]), 0), queries: lines.reduce((sum, cols) => sum + Number(cols[2]), 0) };
}

/** One GET of the portal: { status, ms, html }. */
const get = (pathname, headers) => fetchPage(config.portalUrl + pathname, headers);

/** How long the portal must make no WordPress call before a row starts, and the most to wait for that. */
const QUIET_MS = 1_000;
const QUIET_MAX_MS = 15_000;

/**
 * Once the portal has made no WordPress call for QUIET_MS: what an earlier request left running
 * (a page's revalidation in the background, a notice's follow-up) is not counted in the next row.
 */
async function settled() {
  const until = performance.now() + QUIET_MAX_MS;
  let last = (await wordpressCalls()).count;
  let quietSince = performance.now();
  while (performance.now() - quietSince < QUIET_MS && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = (await wordpressCalls()).count;
    if (now !== last) [last, quietSince] = [now, performance.now()];
  }
}

/**
 * One first visit of `pathname` (headers: a session cookie), with what it cost WordPress; `send`
 * replaces the GET for a staff action or the webhook (it answers { status, ms }).
 */
async function visit(key, pathname, headers = {}, send = get) {
  await settled();
  const before = await wordpressCalls();
  const offset = fs.existsSync(DB_LOG) ? fs.statSync(DB_LOG).size : 0;
  let page;
  try {
    page = await send(pathname, headers);
  } catch (error) {
    page = { status: error?.name === 'TimeoutError' ? 'timeout' : 'error', ms: null };
  }
  const after = await wordpressCalls();
  const wpRequests = after.count - before.count;
  return {
    key,
    path: pathname,
    status: page.status,
    // Next's cache state: a first visit is a MISS (or, with the revalidation header, REVALIDATED).
    cache: page.cache ?? null,
    ms: page.ms,
    wpRequests,
    wpMs: (after.seconds - before.seconds) * 1000,
    ...(await databaseSince(offset, wpRequests)),
    // A sitemap's addresses: a child holds up to its block's size whatever the archive's size.
    ...(pathname.endsWith('.xml') && page.html ? { urls: (page.html.match(/<loc>/g) ?? []).length } : {}),
    html: page.html,
  };
}

/**
 * The header that has Next render a page now, whatever its cache holds (as an on-demand revalidation
 * does): the pages the build prerendered from the demo content are otherwise served from the build.
 */
function renderNow() {
  const manifest = JSON.parse(fs.readFileSync(path.join(STANDALONE_DIST, 'prerender-manifest.json'), 'utf8'));
  return { 'x-prerender-revalidate': manifest.preview.previewModeId };
}

/** The newest published berita, the oldest of the bench editor's bureau, and the archive's last page. */
async function archiveFacts() {
  const newest = await wpGet('wp/v2/berita?per_page=1&_fields=id,slug');
  const pages = Number(newest.headers.get('x-wp-total') ?? 0);
  const oldest = await wpGet(`wp/v2/berita?per_page=2&order=asc&bureau=${config.editor.bureau}&_fields=id,slug`);
  return { newest: newest.body[0], oldest: oldest.body[0], renamed: oldest.body[1], lastArchivePage: Math.max(1, Math.ceil(pages / LISTING.archivePageSize)) };
}

/** The first child sitemap of `type` the index lists (its path on the portal). */
function firstChild(indexXml, type) {
  const loc = [...(indexXml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).find((url) => new URL(url).pathname.startsWith(`/sitemaps/${type}`));
  return loc ? new URL(loc).pathname : null;
}

/**
 * Every path once, in a portal started for it (SEARCH_DATABASE_URL: the size's search engine, so
 * the portal indexes nothing in the background). `register` is the bench's undo list.
 */
export async function measurePaths({ searchUrl, log, register }) {
  fs.copyFileSync(PLUGIN_SOURCE, PLUGIN_TARGET);
  const removePlugin = register('remove the bench database timer', () => fs.rmSync(PLUGIN_TARGET, { force: true }));
  // Nothing from an earlier portal (another archive size, an earlier run): its data cache holds that
  // archive's answers, its page cache the pages it rendered (a renamed post's page under its old name).
  fs.rmSync(path.join(STANDALONE_DIST, 'cache'), { recursive: true, force: true });
  fs.rmSync(path.join(STANDALONE_DIST, 'server', 'route-cache'), { recursive: true, force: true });
  const proc = await startPortal({ log, env: { SEARCH_DATABASE_URL: searchUrl } });
  const stopIt = register('stop the archive-paths portal', () => stopPortal(proc));
  try {
    const facts = await archiveFacts();
    const rows = [];
    const deep = `/berita/arsip/${facts.lastArchivePage}`;
    const now = renderNow();
    // Each route's code loads on its first request, at every archive size alike: the shell (a
    // missing page) and a sibling address of each route that has one go first, so that those rows
    // are the archive's cost and not the process's start. Home, SAKIP, the sitemap index, the news
    // sitemap and the two dashboards have no sibling: their rows include their code's first load.
    const admin = { cookie: await signIn('admin_humas') };
    const editor = { cookie: await signIn('redaktur_humas') };
    for (const [pathname, headers] of [
      ['/halaman-bench-tidak-ada', now], ['/pengumuman', now], ['/pengumuman/biro/umum', now], ['/berita/arsip/2', now],
      ['/feed/artikel.xml', now], ['/sitemaps/halaman.xml', now], ['/berita/bukan-berita-bench', now],
      ['/admin/artikel', admin], ['/redaktur/artikel', editor], ['/pengumuman', editor], ['/berita/arsip/2', editor],
    ]) {
      await fetchPage(config.portalUrl + pathname, headers).catch(() => null);
    }
    rows.push(await visit('home', '/', now));
    rows.push(await visit('landing', '/berita', now));
    rows.push(await visit('bureau', '/berita/biro/humas', now));
    rows.push(await visit('archive-deep', deep, now));
    rows.push(await visit('sakip', '/sakip', now));
    rows.push(await visit('feed', '/feed/berita.xml', now));
    rows.push(await visit('news-sitemap', '/sitemap-news.xml', now));
    rows.push(await visit('sitemap-index', '/sitemap.xml', now));
    const child = firstChild(rows.at(-1).html, 'berita');
    if (child) rows.push(await visit('sitemap-child', child, now));
    rows.push(await visit('post', `/berita/${facts.newest.slug}`, now));
    rows.push(await visit('post-old', `/berita/${facts.oldest.slug}`, now));
    rows.push(await renamedPost(facts.renamed, register));
    rows.push(await visit('staff-admin', '/admin', admin));
    rows.push(await visit('staff-admin-list', '/admin/berita', admin));
    rows.push(await visit('staff-editor-list', '/redaktur/berita', editor));
    rows.push(await visit('staff-editor-dashboard', '/redaktur-dashboard', editor));
    // A signed-in twin is a page cached for all staff, rendered on its first visit (the build
    // prerenders neither of these): asked with the session alone, since the revalidation header
    // skips proxy.ts, and so the rewrite to the twin, and would render the public page instead.
    // Before the staff's actions, whose change notices WordPress then delivers to this portal.
    rows.push(await visit('staff-twin-landing', '/berita', editor));
    rows.push(await visit('staff-twin-archive-deep', deep, editor));
    rows.push(...(await staffActions({ admin, editor, newest: facts.newest, register })));
    for (const row of rows) delete row.html;
    return { lastArchivePage: facts.lastArchivePage, rows };
  } finally {
    await stopIt();
    await removePlugin();
  }
}

/** A post renamed in WordPress, asked at its old address (a 301 to the new one); renamed back after. */
async function renamedPost(post, register) {
  const token = await editorToken();
  const renamed = `${post.slug}-diubah`;
  const restore = register('rename the bench post back', () => wpPost(`wp/v2/berita/${post.id}`, { slug: post.slug }, token));
  try {
    await wpPost(`wp/v2/berita/${post.id}`, { slug: renamed }, token);
    return await visit('renamed-301', `/berita/${post.slug}`);
  } finally {
    await restore();
  }
}

/** A request of the portal's own pages (Sec-Fetch-Site: same-origin, as a browser sends it); `body` is JSON text. */
async function sameSite(method, pathname, headers, body) {
  const started = performance.now();
  const res = await fetch(config.portalUrl + pathname, {
    method,
    redirect: 'manual',
    headers: { ...headers, 'sec-fetch-site': 'same-origin', origin: config.portalUrl, ...(body ? { 'content-type': 'application/json' } : {}) },
    body,
    signal: AbortSignal.timeout(60_000),
  });
  await res.text();
  return { status: res.status, ms: performance.now() - started, setCookies: res.headers.getSetCookie(), location: res.headers.get('location') };
}

/** WordPress's change notice of `post`, signed as the plugin signs it: its body and headers. */
function signedNotice(post) {
  const body = JSON.stringify({ type: 'berita', id: post.id, slugs: [post.slug], bureau: config.editor.bureau, reason: 'bench', status: 'publish' });
  const timestamp = String(Math.floor(Date.now() / 1000));
  return { body, headers: { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: sign(portalEnv().REVALIDATE_SECRET, timestamp, body) } };
}

/**
 * The staff's actions and the webhook, each once: a draft's preview (its start and its page), a
 * delete by the bureau admin, an editor's approval of a pending post, and WordPress's notice of a
 * change (its answer: the post indexed for search, its tags expired). The posts are made for it in
 * WordPress and removed after.
 */
async function staffActions({ admin, editor, newest, register }) {
  const token = await editorToken();
  const made = [];
  const removeMade = register('remove the bench action posts', async () => {
    for (const id of made.splice(0)) await fetch(`${config.wpUrl}/wp-json/wp/v2/berita/${id}?force=true`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } }).catch(() => null);
  });
  const make = async (status) => {
    const post = await wpPost('wp/v2/berita', { title: `Bench aksi ${status} ${Date.now()}`, status, content: '<p>Bench.</p>' }, token);
    made.push(post.id);
    return post;
  };
  try {
    const rows = [];
    const draft = await make('draft');
    const start = `/api/preview?type=berita&id=${draft.id}`;
    let preview = null;
    rows.push(
      await visit('preview-start', start, admin, async (pathname, headers) => {
        preview = await sameSite('GET', pathname, headers);
        return preview;
      }),
    );
    const bypass = (preview?.setCookies ?? []).map((line) => line.split(';')[0]).join('; ');
    if (preview?.location) rows.push(await visit('preview-page', new URL(preview.location, config.portalUrl).pathname, { cookie: `${admin.cookie}; ${bypass}` }));
    const doomed = await make('publish');
    rows.push(await visit('delete', `/api/staff/posts/berita/${doomed.id}`, admin, (pathname, headers) => sameSite('DELETE', pathname, headers)));
    const pending = await make('pending');
    rows.push(await visit('review-approve', `/api/staff/posts/berita/${pending.id}/review`, editor, (pathname, headers) => sameSite('POST', pathname, headers, JSON.stringify({ decision: 'approve' }))));
    const notice = signedNotice(newest);
    rows.push(await visit('webhook', '/api/revalidate', notice.headers, (pathname, headers) => sameSite('POST', pathname, headers, notice.body)));
    return rows;
  } finally {
    await removeMade();
  }
}
