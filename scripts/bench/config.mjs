// Settings of `npm run bench`, read once from the environment (see scripts/bench/README.md).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;

function int(name, fallback) {
  const value = Number(env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** A comma-separated list of positive integers, e.g. BENCH_ARCHIVE_SIZES=10000,100000. */
function ints(name, fallback) {
  // Blank entries are no value (Number('') would be 0, the demo's size).
  const values = (env[name] ?? '').split(',').filter((s) => s.trim() !== '').map((s) => Number(s.trim())).filter((v) => Number.isInteger(v) && v >= 0);
  return values.length ? values : fallback;
}

const quick = env.BENCH_QUICK === '1';
const root = path.resolve(here, '../..');
const portalPort = int('BENCH_PORT', 3300);
const wpPort = int('WP_PORT', 8881);

export const config = {
  root,
  quick,
  /** Steps left out, e.g. BENCH_SKIP=lighthouse,build-10k (see README). */
  skip: new Set((env.BENCH_SKIP ?? '').split(',').map((s) => s.trim()).filter(Boolean)),
  distDir: '.next-bench',
  portalPort,
  portalUrl: `http://127.0.0.1:${portalPort}`,
  nginxPort: int('BENCH_NGINX_PORT', portalPort + 1),
  wpPort,
  wpUrl: `http://127.0.0.1:${wpPort}`,
  wpCore: path.join(root, '.wordpress/core'),
  /** Downloaded Debian packages (nginx when not root, the bundled theme), kept between runs. */
  cacheDir: path.join(root, '.wordpress/cache/bench'),
  resultsDir: path.join(root, 'bench/results'),
  chromium: env.CHROMIUM_PATH || '/usr/bin/chromium',
  /**
   * wrk's threads: one per core by default. With one thread for 100 connections on this 2-core
   * machine, the client's own wait for its thread showed as the server's tail (the edge's p99
   * 54–77 ms with one thread, 13–22 ms with two, same edge, same minute, about the same req/s).
   */
  load: { connections: 16, seconds: quick ? 2 : int('BENCH_SECONDS', 10), maxRequests: 1_000_000, threads: int('BENCH_WRK_THREADS', os.availableParallelism()) },
  lighthouseRuns: quick ? 1 : int('BENCH_LH_RUNS', 5),
  /**
   * Lighthouse presets: mobile (4× CPU), mobile-calibrated (this machine's CPU made a mid-tier phone),
   * desktop; e.g. BENCH_LH_PRESETS=mobile for the goal's preset alone.
   */
  lighthousePresets: (env.BENCH_LH_PRESETS ?? 'mobile,mobile-calibrated,desktop').split(',').map((s) => s.trim()).filter((s) => ['mobile', 'mobile-calibrated', 'desktop'].includes(s)),
  /** Cold loads per page of the observed first paint (scripts/bench/paint.mjs). */
  paintRuns: quick ? 1 : int('BENCH_PAINT_RUNS', 5),
  freshness: { pollMs: 250, timeoutMs: int('BENCH_FRESHNESS_TIMEOUT_S', 90) * 1000 },
  bulkPosts: int('BENCH_BULK_POSTS', 10_000),
  /** Archive sizes of the archive-search step: generated berita seeded for each in turn. */
  archiveSizes: ints('BENCH_ARCHIVE_SIZES', quick ? [0, 2000] : [0, 10_000, 100_000]),
  /** Loopback port of the archive-search step's own search PostgreSQL. */
  searchDbPort: int('BENCH_SEARCH_DB_PORT', 15450),
  editor: { user: env.BENCH_WP_USER || 'admin_humas', password: env.DEMO_USER_PASSWORD || 'bua-demo-2026', bureau: 'humas' },
  /** Given to WordPress when the bench starts it (and to the portal) when set; otherwise both use
   *  the local WordPress's generated one (.wordpress/portal.env, see localSecrets()). */
  revalidateSecret: env.REVALIDATE_SECRET || undefined,
  buildTimeoutMs: int('BENCH_BUILD_TIMEOUT_S', 900) * 1000,
};

/** The secrets the local WordPress generated for the local portal (written by wp-start.sh). */
export function localSecrets() {
  let text = '';
  try {
    text = readFileSync(path.join(here, '..', '..', '.wordpress', 'portal.env'), 'utf8');
  } catch {
    return {};
  }
  return Object.fromEntries(text.split('\n').filter((line) => /^[A-Z_]+=/.test(line)).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

/** Environment of the bench build and server: the local WordPress, the bench address. */
export function portalEnv() {
  const local = localSecrets();
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: config.distDir,
    WORDPRESS_URL: config.wpUrl,
    SITE_URL: config.portalUrl,
    NEXTAUTH_URL: config.portalUrl,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || local.NEXTAUTH_SECRET,
    REVALIDATE_SECRET: config.revalidateSecret || local.REVALIDATE_SECRET,
    WP_PORTAL_KEY: process.env.WP_PORTAL_KEY || local.WP_PORTAL_KEY,
    // The signed-in step signs staff in by password (scripts/bench/signed-in.mjs), as the e2e build does.
    ALLOW_FIXED_CAPTCHA: '1',
    CAPTCHA_FIXED_VALUE: 'BENCH1',
  };
}

/** The pages measured under load; `detail` gets its slug from WordPress at run time. */
export function loadRoutes(detailPath) {
  return [
    { key: 'home', label: 'home /', path: '/' },
    { key: 'landing', label: 'landing /berita', path: '/berita' },
    { key: 'bureau', label: 'bureau /berita/biro/humas', path: '/berita/biro/humas' },
    { key: 'detail', label: 'detail /berita/{slug}', path: detailPath },
    { key: 'search', label: 'search /search?term=zona', path: '/search?term=zona' },
  ];
}

/** The seven public page kinds of the speed goals (Lighthouse mobile, HTML size, JS gzip), in table order. */
export const PAGE_KINDS = ['home', 'landing', 'bureau', 'detail', 'search', 'sakip', 'profile'];

/** Lighthouse pages: every public page kind, and the seeded post holding every core block and embed. */
export const lighthouseKeys = [...PAGE_KINDS, 'blocks'];

/** The block showcase of the seed (wordpress/seed/showcase.php): measured by Lighthouse only. */
export const SHOWCASE_ROUTE = { key: 'blocks', label: 'blocks /berita/galeri-blok-konten', path: '/berita/galeri-blok-konten' };

/** The pages Lighthouse runs on. */
export function lighthouseRoutes(detailPath) {
  return [...jsRoutes(detailPath), SHOWCASE_ROUTE].filter((route) => lighthouseKeys.includes(route.key));
}

/** Public routes whose shipped JavaScript is counted. */
export function jsRoutes(detailPath) {
  return [
    ...loadRoutes(detailPath),
    { key: 'artikel', label: 'landing /artikel', path: '/artikel' },
    { key: 'pengumuman', label: 'landing /pengumuman', path: '/pengumuman' },
    { key: 'undangan', label: 'landing /undangan', path: '/undangan' },
    { key: 'archive', label: 'archive /berita/arsip', path: '/berita/arsip' },
    { key: 'sakip', label: 'SAKIP /sakip', path: '/sakip' },
    { key: 'profile', label: 'bureau profile /profil/humas', path: '/profil/humas' },
  ];
}
