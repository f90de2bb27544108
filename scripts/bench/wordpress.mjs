// The local WordPress for the bench: started (and reset) through the project's own scripts,
// stopped again only if the bench started it, put back as it was if the bench changed its
// settings. Also the few REST calls the bench makes.
import fs from 'node:fs';
import path from 'node:path';
import { clusterFront } from './cluster.mjs';
import { config, portalEnv } from './config.mjs';
import { run } from './proc.mjs';

const script = (name) => path.join(config.root, 'scripts', name);

async function answers() {
  try {
    const res = await fetch(`${config.wpUrl}/wp-json/`, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** The environment of the running WordPress's PHP server (wp-config.php reads its settings there), or null. */
function phpServerEnv() {
  try {
    const pid = fs.readFileSync(path.join(config.root, '.wordpress', 'run', 'php.pid'), 'utf8').trim();
    const pairs = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean);
    return Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  } catch {
    return null;
  }
}

const stopPhp = (log) => run('stop PHP', 'bash', ['-c', '. scripts/wp/lib.sh && stop_php'], { log, cwd: config.root });

/**
 * WordPress with the bench's settings: its notices go to the bench portal and the bench's cluster
 * (the edge step times the purges that follow them), its own front end answers (the theme
 * comparison). Started when it does not answer yet; one already running with other settings (`npm
 * run demo`, the tests) has its PHP server restarted with the bench's (about a second, data
 * untouched). Returns { startedByBench, previousEnv }: with `restoreWordPress(previousEnv)` the
 * bench puts the PHP server back as it found it.
 */
export async function startWordPress(log) {
  const running = await answers();
  const settings = {
    PORTAL_URL: `${config.portalUrl},${clusterFront}`,
    WP_FRONTEND_REDIRECT: '0',
    ...(config.revalidateSecret ? { REVALIDATE_SECRET: config.revalidateSecret } : {}),
  };
  const previousEnv = running ? phpServerEnv() : null;
  // A running server whose settings cannot be read is restarted too: unchanged, no notice of the
  // edge step's changes would reach the bench's cluster.
  const differs = running && (!previousEnv || Object.entries(settings).some(([name, value]) => previousEnv[name] !== value));
  if (differs) await stopPhp(log);
  await run('wp-start.sh', 'bash', [script('wp-start.sh')], { log, env: { ...process.env, WP_PORT: String(config.wpPort), ...settings } });
  return { startedByBench: !running, previousEnv: differs ? previousEnv : null };
}

/** The PHP server started again with the environment it had before the bench (see startWordPress). */
export async function restoreWordPress(previousEnv, log) {
  await stopPhp(log);
  await run('wp-start.sh', 'bash', [script('wp-start.sh')], { log, env: previousEnv });
}

/**
 * WordPress's PHP server restarted with `settings` over the environment it has (about a second, data
 * untouched); returns the undo, which starts it again as it was.
 */
export async function restartWordPressWith(settings, log) {
  const previous = phpServerEnv();
  if (!previous) throw new Error("bench: the running PHP server's settings cannot be read");
  await stopPhp(log);
  await run('wp-start.sh', 'bash', [script('wp-start.sh')], { log, env: { ...previous, ...settings } });
  return () => restoreWordPress(previous, log);
}

export async function resetWordPress(log) {
  await run('wp-reset.sh', 'bash', [script('wp-reset.sh')], { log, env: { ...process.env, WP_PORT: String(config.wpPort) } });
}

export async function stopWordPress(log) {
  await run('wp-stop.sh', 'bash', [script('wp-stop.sh')], { log, allowFail: true });
}

/**
 * GET a WordPress REST path as a user (token) or else as the portal's server (its key: the bench reads
 * what the portal reads, beyond a stranger's bounds); returns { status, headers, body }.
 */
export async function wpGet(pathAndQuery, token) {
  const res = await fetch(`${config.wpUrl}/wp-json/${pathAndQuery}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : { 'X-BUA-Portal-Key': portalEnv().WP_PORTAL_KEY },
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, headers: res.headers, body: await res.json().catch(() => null) };
}

export async function wpPost(pathAndQuery, data, token, headers = {}) {
  const res = await fetch(`${config.wpUrl}/wp-json/${pathAndQuery}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(data),
    signal: AbortSignal.timeout(30_000),
  });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`bench: POST ${pathAndQuery} answered ${res.status}: ${JSON.stringify(body)?.slice(0, 300)}`);
  return body;
}

/**
 * The two newest published berita of the editor's bureau: [{ id, slug, title, wpLink }, ...].
 * The first is the detail page under load; the second, never visited before, the freshness probe.
 */
export async function pickPosts() {
  const bureau = config.editor.bureau;
  const { status, body } = await wpGet(`wp/v2/berita?bureau=${bureau}&per_page=2&status=publish&_fields=id,slug,title,link`);
  if (status !== 200 || !Array.isArray(body) || body.length < 2) {
    throw new Error(`bench: fewer than two published berita of bureau ${bureau} in WordPress (GET wp/v2/berita answered ${status})`);
  }
  return body.map((p) => ({ id: p.id, slug: p.slug, title: p.title?.rendered ?? '', wpLink: p.link }));
}

/** Number of published berita (X-WP-Total). */
export async function countBerita() {
  const { headers } = await wpGet('wp/v2/berita?per_page=1&_fields=id');
  return Number(headers.get('x-wp-total') ?? NaN);
}

/** JWT of the bench editor (POST jwt-auth/v1/token, a sign-in door only the portal's server may use: its key). */
export async function editorToken() {
  const body = await wpPost('jwt-auth/v1/token', { username: config.editor.user, password: config.editor.password }, undefined, { 'X-BUA-Portal-Key': portalEnv().WP_PORTAL_KEY });
  if (!body?.token) throw new Error('bench: jwt-auth/v1/token gave no token');
  return body.token;
}

/**
 * Berita `postId`'s title, edited as the bench editor: `set(title)` changes it, `restore()` puts
 * the original back (once; also given to `register`, so an interrupted bench puts it back).
 */
export async function editableTitle(postId, register = () => {}) {
  const token = await editorToken();
  const { status, body } = await wpGet(`wp/v2/berita/${postId}?context=edit&_fields=id,title`, token);
  if (status !== 200 || typeof body?.title?.raw !== 'string') throw new Error(`bench: cannot read berita ${postId} for editing (${status})`);
  const original = body.title.raw;
  let restored = false;
  const restore = async () => {
    if (restored) return;
    await wpPost(`wp/v2/berita/${postId}`, { title: original }, token);
    restored = true;
  };
  register(restore);
  return { original, set: (title) => wpPost(`wp/v2/berita/${postId}`, { title }, token), restore };
}
