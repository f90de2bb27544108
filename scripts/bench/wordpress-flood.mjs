// Staff under a flood, part of the archive-search step: while one anonymous client keeps 100
// requests at once on WordPress's public doors, a staff save, a sign-in through the portal and a
// portal cache miss are each timed. WordPress runs as ops deploy it: behind nginx and PHP-FPM with
// deploy/nginx/bua-wordpress.conf (scripts/wp-front.sh), the portal reaching it there as a portal
// host. For comparison, the same flood and staff save straight to the demo's PHP server, which has
// no front and its four workers. The goal: each staff action under 1 s through the front.
//
// The flood's client connects from 127.0.0.2 (the front counts clients by address, and 127.0.0.1 is
// the portal host here); the staff member from 127.0.0.3.
import http from 'node:http';
import path from 'node:path';
import { config } from './config.mjs';
import { fetchPage } from './load.mjs';
import { startPortal, stopPortal } from './portal.mjs';
import { sleep, start, stop, waitForHttp } from './proc.mjs';
import { signIn } from './signed-in.mjs';
import { editorToken, wpGet } from './wordpress.mjs';

export const FLOOD_CLIENTS = 100;
const FLOODER = '127.0.0.2';
const STAFF = '127.0.0.3';
/** Each staff action is timed this many times in a row, under each condition. */
const TIMES = 5;
export const FLOOD_GOAL_MS = 1_000;
const FRONT_PORT = Number(process.env.BENCH_WP_FRONT_PORT) || config.portalPort + 70;

/** The flood's doors: what a stranger would pick to make WordPress work (searches, sorts, deep pages, feeds, sign-in). */
const FLOOD_PATHS = [
  '/?s=rapat+koordinasi',
  '/wp-json/wp/v2/berita?search=laporan+keuangan',
  '/wp-json/wp/v2/berita?orderby=title&per_page=100',
  '/wp-json/wp/v2/berita?modified_after=2000-01-01T00:00:00',
  '/wp-json/wp/v2/berita?page=9000',
  '/wp-json/wp/v2/berita?per_page=20',
  '/wp-json/bua/v1/sitemap/blocks?size=1',
  '/?post_type=berita&orderby=title',
  '/feed/',
  '/wp-login.php',
];

/** One request from `localAddress`: { status, ms }. */
function ask(url, { localAddress, method = 'GET', headers = {}, body } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(url, { method, headers, localAddress, agent: false, timeout: 30_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ status: error.message, ms: performance.now() - started }));
    request.end(body);
  });
}

/** FLOOD_CLIENTS requests at once from FLOODER on `base`, each followed by the next, until `stop()`: the statuses seen. */
function flood(base) {
  const statuses = {};
  let running = true;
  let sent = 0;
  const loops = Array.from({ length: FLOOD_CLIENTS }, async (_, i) => {
    for (let n = i; running; n += FLOOD_CLIENTS) {
      // A query of its own each time: nothing on the way may answer it from a cache.
      const url = new URL(FLOOD_PATHS[n % FLOOD_PATHS.length], base);
      url.searchParams.set('flood', String(n));
      const { status } = await ask(url, { localAddress: FLOODER });
      statuses[status] = (statuses[status] ?? 0) + 1;
      sent += 1;
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { sent, statuses };
    },
  };
}

/** `TIMES` runs of `action` in a row: each one's ms, the slowest, and whether any failed. */
async function timed(action) {
  const ms = [];
  const failures = [];
  for (let i = 0; i < TIMES; i += 1) {
    const started = performance.now();
    try {
      await action(i);
    } catch (error) {
      failures.push(String(error?.message ?? error).split('\n')[0]);
    }
    ms.push(Math.round(performance.now() - started));
  }
  return { ms, maxMs: Math.max(...ms), failures, over: Math.max(...ms) > FLOOD_GOAL_MS || failures.length > 0 };
}

/** The three staff actions: a save of `postId` through `wpBase` (REST, as the block editor saves), a sign-in, a page nobody asked for. */
function staffActions({ wpBase, token, postId, fresh }) {
  return {
    save: (i) =>
      ask(`${wpBase}/wp-json/wp/v2/berita/${postId}`, {
        localAddress: STAFF,
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ excerpt: `Disimpan saat banjir permintaan ${Date.now()}-${i}` }),
      }).then(({ status }) => {
        if (status !== 200) throw new Error(`save answered ${status}`);
      }),
    signIn: () => signIn(config.editor.user),
    cacheMiss: async () => {
      const page = await fetchPage(`${config.portalUrl}/berita/${fresh.shift()}`);
      if (page.status !== 200) throw new Error(`a first visit answered ${page.status}`);
    },
  };
}

/** Every staff action once per TIMES, quiet and then under a flood of `base`. */
async function underFlood(base, actions) {
  const running = flood(base);
  await sleep(1_000);
  const result = {};
  for (const [name, action] of Object.entries(actions)) result[name] = await timed(action);
  result.flood = await running.stop();
  return result;
}

export async function measureFlood({ searchUrl, log, register }) {
  const token = await editorToken();
  // Pages nobody has asked for, one per cache miss timed (the warm-up's included): the bureau's
  // berita after the newest 20, which the paths' step may have opened.
  const { body } = await wpGet(`wp/v2/berita?per_page=100&bureau=${config.editor.bureau}&_fields=id,slug`);
  const needed = 2 * TIMES + 2;
  if (!Array.isArray(body) || body.length < needed) throw new Error('wordpress-flood: too few berita of the editor’s bureau');
  const postId = body[0].id;
  const fresh = body.slice(Math.min(20, body.length - needed + 1)).map((post) => post.slug);

  const front = start('wp-front', 'bash', [path.join(config.root, 'scripts/wp-front.sh')], { env: { ...process.env, WP_FRONT_PORT: String(FRONT_PORT), WP_FRONT_PORTAL_HOSTS: '127.0.0.1' }, log: `${log}-front.log` });
  const stopFront = register('stop the WordPress front', () => stop(front));
  try {
    const frontUrl = `http://127.0.0.1:${FRONT_PORT}`;
    await waitForHttp(`${frontUrl}/wp-json/`, { timeoutMs: 30_000, proc: front });
    const portal = await startPortal({ log: `${log}-portal.log`, env: { SEARCH_DATABASE_URL: searchUrl, WORDPRESS_API_URL: `${frontUrl}/wp-json` } });
    const stopIt = register('stop the flood portal', () => stopPortal(portal));
    try {
      const actions = staffActions({ wpBase: frontUrl, token, postId, fresh });
      // Once each first, untimed: a process's first sign-in and first page load their code.
      for (const action of Object.values(actions)) await action(-1);
      const quiet = {};
      for (const [name, action] of Object.entries(actions)) quiet[name] = await timed(action);
      const throughFront = await underFlood(frontUrl, actions);
      const direct = staffActions({ wpBase: config.wpUrl, token, postId, fresh });
      const straight = await underFlood(config.wpUrl, { save: direct.save });
      return { goalMs: FLOOD_GOAL_MS, clients: FLOOD_CLIENTS, times: TIMES, quiet, throughFront, straight };
    } finally {
      await stopIt();
    }
  } finally {
    await stopFront();
  }
}
