// WordPress's public doors, part of the archive-search step: every kind of request a stranger can
// send straight to WordPress (no portal key, no session, no cookie), each asked three times in a
// row at each archive size. WordPress has a few PHP workers; a request anyone may repeat that
// holds one for long (a sort or a count over every post, a deep page, a whole sitemap) lets a
// single visitor tie them all up, whatever the portal in front of it caches. The goal: at 100,000
// posts no anonymous request, of any door, holds a worker for more than 100 ms.
//
// Times are taken at the client over loopback, from the request to the answer's last byte, which
// comes when the PHP script ends: the time the request held its worker. WordPress's front end is
// as in production for the archive step (sent to the portal), not the theme the bench compares.
import fs from 'node:fs';
import { config } from './config.mjs';
import { wpGet } from './wordpress.mjs';

const ASKS = 3;
const TIMEOUT_MS = 60_000;
/** The most an anonymous request may hold a PHP worker. */
export const DOOR_GOAL_MS = 100;

/** What the doors need of the archive, one cheap anonymous list each: the newest posts' ids, slugs and author, a page, a medium. */
async function facts() {
  const list = async (type, query) => {
    const { status, body } = await wpGet(`wp/v2/${type}?${query}`);
    return status === 200 && Array.isArray(body) ? body : [];
  };
  const posts = await list('berita', '_fields=id,slug,author&per_page=100');
  if (!posts.length) throw new Error('wordpress-doors: wp/v2/berita lists no post');
  const [page] = await list('pages', '_fields=id&per_page=1');
  const [medium] = await list('media', '_fields=id&per_page=1');
  return {
    id: posts[0].id,
    author: posts[0].author,
    ids: posts.map((post) => post.id).join(','),
    slugs: posts.slice(0, 20).map((post) => post.slug).join(','),
    // The archive has none: a post's id stands in, and the door answers "not found".
    pageId: page?.id ?? posts[0].id,
    mediumId: medium?.id ?? posts[0].id,
  };
}

const post = (body, type = 'application/json') => ({ method: 'POST', headers: { 'content-type': type }, body });
const json = (value) => post(JSON.stringify(value));

/** [door, path, request options]: the door's name is the same at every size, its path holds this archive's ids. */
function doors({ id, author, ids, slugs, pageId, mediumId }) {
  const v2 = '/wp-json/wp/v2';
  const back = encodeURIComponent(`${config.portalUrl}/login`);
  const stranger = { username: 'bench-stranger', password: 'bench-stranger' };
  return [
    // Core's REST lists of the news type: sorts, deep pages and conditions over the whole archive.
    ['GET wp/v2/berita/{id} (one post)', `${v2}/berita/${id}`],
    ['GET wp/v2/berita?per_page=100', `${v2}/berita?per_page=100`],
    ['GET wp/v2/berita?per_page=100&_embed=1', `${v2}/berita?per_page=100&_embed=1`],
    ['GET wp/v2/berita?orderby=modified', `${v2}/berita?orderby=modified`],
    ['GET wp/v2/berita?orderby=title', `${v2}/berita?orderby=title`],
    ['GET wp/v2/berita?orderby=author', `${v2}/berita?orderby=author`],
    ['GET wp/v2/berita?orderby=slug', `${v2}/berita?orderby=slug`],
    ['GET wp/v2/berita?orderby=parent', `${v2}/berita?orderby=parent`],
    ['GET wp/v2/berita?orderby=include&include={100 ids}&per_page=100', `${v2}/berita?orderby=include&include=${ids}&per_page=100`],
    // Not in core's list of orders (nor meta_key among the parameters): a 400 is the answer.
    ['GET wp/v2/berita?orderby=meta_value&meta_key=bua_bureau', `${v2}/berita?orderby=meta_value&meta_key=bua_bureau`],
    ['GET wp/v2/berita?offset=99000&per_page=10', `${v2}/berita?offset=99000&per_page=10`],
    ['GET wp/v2/berita?page=9900&per_page=10', `${v2}/berita?page=9900&per_page=10`],
    ['GET wp/v2/berita?_fields=id&per_page=100&page=500', `${v2}/berita?_fields=id&per_page=100&page=500`],
    ['GET wp/v2/berita?author=1', `${v2}/berita?author=1`],
    ['GET wp/v2/berita?author={a bureau\'s author}&offset=9000', `${v2}/berita?author=${author}&offset=9000`],
    ['GET wp/v2/berita?slug={20 slugs}', `${v2}/berita?slug=${slugs}`],
    ['GET wp/v2/berita?include={100 ids}&per_page=100', `${v2}/berita?include=${ids}&per_page=100`],
    ['GET wp/v2/berita?exclude={100 ids}', `${v2}/berita?exclude=${ids}`],
    ['GET wp/v2/berita?modified_after=2000-01-01T00:00:00', `${v2}/berita?modified_after=2000-01-01T00:00:00`],
    ['GET wp/v2/berita?after=2000-01-01T00:00:00', `${v2}/berita?after=2000-01-01T00:00:00`],
    // The plugin's bureau filter (rest-bureau-filter.php): a deep page, and an order its indexes do not hold.
    ['GET wp/v2/berita?bureau=humas&page=1000', `${v2}/berita?bureau=humas&page=1000`],
    ['GET wp/v2/berita?bureau=humas&orderby=title', `${v2}/berita?bureau=humas&orderby=title`],
    ['GET wp/v2/berita?search=zzqx+rapat', `${v2}/berita?search=zzqx+rapat`],
    ['GET wp/v2/posts?per_page=100&_embed=1', `${v2}/posts?per_page=100&_embed=1`],
    ['GET wp/v2/posts?categories=1&per_page=100', `${v2}/posts?categories=1&per_page=100`],
    ['GET wp/v2/posts?tags=1&per_page=100', `${v2}/posts?tags=1&per_page=100`],
    ['GET wp/v2/pages?per_page=100&_embed=1', `${v2}/pages?per_page=100&_embed=1`],
    ['GET wp/v2/search?search=rapat', `${v2}/search?search=rapat`],
    // Without a term core's search endpoint lists every public type at once, newest first.
    ['GET wp/v2/search?per_page=100&page=900', `${v2}/search?per_page=100&page=900`],
    ['GET wp/v2/comments?per_page=100', `${v2}/comments?per_page=100`],
    ['GET wp/v2/media?per_page=100', `${v2}/media?per_page=100`],
    ['GET wp/v2/users', `${v2}/users`],
    ['GET wp/v2/types', `${v2}/types`],
    ['GET /wp-json/ (the index)', '/wp-json/'],
    ['POST batch/v1 (25 creates)', '/wp-json/batch/v1', json({ requests: Array.from({ length: 25 }, () => ({ method: 'POST', path: '/wp/v2/berita', body: { title: 'bench' } })) })],
    ['GET oembed/1.0/embed?url={site}/?p={id}', `/wp-json/oembed/1.0/embed?url=${encodeURIComponent(`${config.wpUrl}/?p=${id}`)}`],
    // Core's front end: its query vars (post_type, orderby, paged) are public, and the main query runs first.
    ['GET /?p={id}', `/?p=${id}`],
    ['GET /?page_id={id}', `/?page_id=${pageId}`],
    ['GET /?s=zzqx+rapat', '/?s=zzqx+rapat'],
    ['GET /?author=1', '/?author=1'],
    ['GET /?m=2020', '/?m=2020'],
    ['GET /?paged=5000', '/?paged=5000'],
    ['GET /?cat=1&paged=2000', '/?cat=1&paged=2000'],
    ['GET /?post_type=berita&paged=9000', '/?post_type=berita&paged=9000'],
    ['GET /?post_type=berita&orderby=title', '/?post_type=berita&orderby=title'],
    ['GET /?post_type=berita&orderby=rand', '/?post_type=berita&orderby=rand'],
    ['GET /?post_type[]=berita&post_type[]=artikel&paged=9000', '/?post_type[]=berita&post_type[]=artikel&paged=9000'],
    ['GET /feed/', '/feed/'],
    ['GET /?feed=rss2&post_type=berita', '/?feed=rss2&post_type=berita'],
    ['GET /?feed=rss2&post_type=berita&paged=9000', '/?feed=rss2&post_type=berita&paged=9000'],
    ['GET /?feed=rss2&post_type=berita&orderby=modified', '/?feed=rss2&post_type=berita&orderby=modified'],
    ['GET /comments/feed/', '/comments/feed/'],
    ['GET /?feed=rss2&paged=2000', '/?feed=rss2&paged=2000'],
    ['GET /wp-sitemap.xml', '/wp-sitemap.xml'],
    ['GET /wp-sitemap-posts-berita-1.xml', '/wp-sitemap-posts-berita-1.xml'],
    ['GET /wp-sitemap-posts-berita-50.xml', '/wp-sitemap-posts-berita-50.xml'],
    ['GET /wp-sitemap-users-1.xml', '/wp-sitemap-users-1.xml'],
    ['GET /xmlrpc.php', '/xmlrpc.php'],
    ['POST /xmlrpc.php system.listMethods', '/xmlrpc.php', post('<?xml version="1.0"?><methodCall><methodName>system.listMethods</methodName><params></params></methodCall>', 'text/xml')],
    // Runs whatever cron events are due (the local server also calls it every 10 s). Under php-fpm
    // the answer leaves before they run, while the worker runs them: there the time understates it.
    ['GET /wp-cron.php', '/wp-cron.php'],
    ['GET /wp-login.php', '/wp-login.php'],
    ['GET /wp-admin/', '/wp-admin/'],
    ['POST /wp-admin/admin-ajax.php action=heartbeat', '/wp-admin/admin-ajax.php', post('action=heartbeat&interval=60', 'application/x-www-form-urlencoded')],
    // The plugin's routes whose permission lets a stranger in (routes-*.php); the portal-only ones refuse in their callback.
    ['POST jwt-auth/v1/token', '/wp-json/jwt-auth/v1/token', json(stranger)],
    ['POST jwt-auth/v1/token/validate (no token)', '/wp-json/jwt-auth/v1/token/validate', json({})],
    ['POST jwt-auth/v1/token/refresh (no token)', '/wp-json/jwt-auth/v1/token/refresh', json({})],
    ['POST bua/v1/login', '/wp-json/bua/v1/login', json(stranger)],
    ['GET bua/v1/public-media/{id}', `/wp-json/bua/v1/public-media/${mediumId}`],
    ['GET bua/v1/moved?type=berita&slug={unknown}', '/wp-json/bua/v1/moved?type=berita&slug=bench-tidak-pernah-ada'],
    ['GET bua/v1/search?term=rapat&perPage=10', '/wp-json/bua/v1/search?term=rapat&perPage=10'],
    ['GET bua/v1/search-index?afterId=0&perPage=500', '/wp-json/bua/v1/search-index?afterId=0&perPage=500'],
    ['GET bua/v1/sitemap/blocks?size=10000 (the portal\'s)', '/wp-json/bua/v1/sitemap/blocks?size=10000'],
    // A size of no whole summary chunks (100 IDs) is counted from the posts themselves.
    ['GET bua/v1/sitemap/blocks?size=1', '/wp-json/bua/v1/sitemap/blocks?size=1'],
    ['GET bua/v1/sitemap/posts?type=berita&block={newest}&size=10000', `/wp-json/bua/v1/sitemap/posts?type=berita&block=${Math.floor(id / 10_000)}&size=10000`],
    ['GET bua/v1/sitemap/posts?type=berita&block=0&size=50000', '/wp-json/bua/v1/sitemap/posts?type=berita&block=0&size=50000'],
    ['GET bua/v1/sso/initiate', `/wp-json/bua/v1/sso/initiate?redirect_to=${back}&state=bench`],
    ['GET bua/v1/sso/callback?ticket=ST-bench', `/wp-json/bua/v1/sso/callback?redirect_to=${back}&state=bench&ticket=ST-bench`],
    ['POST bua/v1/sso/exchange', '/wp-json/bua/v1/sso/exchange', json({ code: 'bench', state: 'bench' })],
    ['GET bua/v1/sso/logout', `/wp-json/bua/v1/sso/logout?redirect_to=${back}`],
    // A vote and a visit are written (the archive step resets WordPress at each size); the repeats are refused.
    ['POST bua/v1/survey', '/wp-json/bua/v1/survey', json({ rating: 'puas', page: '/berita' })],
    ['GET bua/v1/survey-stats', '/wp-json/bua/v1/survey-stats'],
    ['POST visitor-stats/v1/track', '/wp-json/visitor-stats/v1/track', json({})],
    ['GET visitor-stats/v1/count?period=all_time', '/wp-json/visitor-stats/v1/count?period=all_time'],
  ].map(([door, path, init]) => ({ door, path, method: 'GET', ...init }));
}

/** One ask of a door: { status, ms, bytes }, the time until the answer's last byte. */
async function ask({ path, method, headers, body }) {
  const started = performance.now();
  const res = await fetch(config.wpUrl + path, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  const bytes = (await res.arrayBuffer()).byteLength;
  return { status: res.status, ms: performance.now() - started, bytes };
}

/**
 * Every door ASKS times in a row (the first ask meets cold caches, the repeats warm ones). Rows
 * { door, method, path, status, statuses, bytes, ms, maxMs, over100 }; a door whose ask fails
 * (time-out, refused connection) is not asked again and gets { error } beside what it answered
 * before. `log`: a file to write each door's line to as it is measured.
 */
export async function measureDoors({ log } = {}) {
  const rows = [];
  for (const door of doors(await facts())) {
    const asks = [];
    let error = null;
    let timedOut = false;
    while (!error && asks.length < ASKS) {
      try {
        asks.push(await ask(door));
      } catch (failure) {
        timedOut = failure?.name === 'TimeoutError';
        error = timedOut ? `no answer within ${TIMEOUT_MS / 1000} s` : String(failure?.cause?.code ?? failure?.message ?? failure);
      }
    }
    const ms = asks.map((a) => a.ms);
    const maxMs = ms.length ? Math.max(...ms) : null;
    const row = {
      door: door.door,
      method: door.method,
      path: door.path,
      status: asks[0]?.status ?? null,
      statuses: asks.map((a) => a.status),
      bytes: asks.map((a) => a.bytes),
      ms,
      maxMs,
      // A door that did not answer within the time-out held its worker at least that long.
      over100: timedOut || maxMs > DOOR_GOAL_MS,
      ...(error ? { error } : {}),
    };
    rows.push(row);
    if (log) fs.appendFileSync(log, `${row.door}\t${row.statuses.join('/')}\t${ms.map((v) => v.toFixed(1)).join(' ')} ms${error ? `\t${error}` : ''}\n`);
  }
  return { goalMs: DOOR_GOAL_MS, rows };
}
