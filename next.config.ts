import type { NextConfig } from 'next';
import withSerwistInit from '@serwist/next';
import { randomUUID } from 'node:crypto';
import type { RemotePattern } from 'next/dist/shared/lib/image-config';
import { BUREAUS } from './lib/content/bureaus';
import { contentImageRemotePatterns } from './lib/content/contentImageHosts';
import { EMBED_FRAME_SOURCES, EMBED_IMAGE_SOURCES } from './lib/content/embeds/providers';
import { CSP_REPORT_PATH } from './lib/security/cspReportPath';
import { WORKER_SCRIPT } from './lib/offline/workerScript';

/** WordPress media host, so next/image may optimise its uploads. */
function wordpressImagePattern(): RemotePattern {
  const url = new URL(process.env.WORDPRESS_URL || 'http://127.0.0.1:8881');
  return {
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
    hostname: url.hostname,
    port: url.port,
    pathname: '/**',
  };
}

/** The portal's public address is HTTPS (a plain-http demo must stay reachable). */
const siteIsHttps = (process.env.SITE_URL ?? '').startsWith('https://');

const wordpressHost = new URL(process.env.WORDPRESS_URL || 'http://127.0.0.1:8881').hostname;
const isLoopback = ['127.0.0.1', 'localhost', '::1'].includes(wordpressHost);

/**
 * The translation widget (behaviour §1: loaded once a visitor picks EN): exactly its loader and the
 * folder of the scripts it loads, never its hosts (they also serve JSONP and AngularJS, which would
 * let any script past the policy). Its styles, images and frame come from these hosts.
 */
const TRANSLATE_SCRIPTS = 'https://translate.google.com/translate_a/element.js https://translate.googleapis.com/_/translate_http/_/js/';
const TRANSLATE_ORIGINS = 'https://translate.google.com https://translate.googleapis.com https://translate-pa.googleapis.com https://www.gstatic.com';

/** Where browsers send what the policy blocked (app/api/csp-report), and its Reporting API name. */
const CSP_REPORTS = { path: CSP_REPORT_PATH, group: 'csp' } as const;

/**
 * Content-Security-Policy. No inline script runs unless it is one of the page's own: the portal's
 * server adds the SHA-256 of each inline script Next and React wrote to `script-src` as the page
 * leaves (server/scriptHashes.cjs); a script that got into content has no hash and is blocked.
 * Hashes, not nonces: a page's version is rendered once and served from the cache to everyone,
 * so its hashes hold for every copy (a nonce would make each answer its own render). Everything
 * else is locked to what the portal uses: no plugins, no framing, no foreign form targets, no
 * <base>. The stylesheets are the build's own files; inline style attributes stay allowed. Frames: the
 * translation widget's and exactly the embed providers' frame addresses (lib/content/embeds/
 * providers.ts), whose posters' thumbnails are the only other foreign images.
 */
function contentSecurityPolicy(): string {
  const wordpressOrigin = new URL(process.env.WORDPRESS_URL || 'http://127.0.0.1:8881').origin;
  return [
    "default-src 'self'",
    `script-src 'self' ${TRANSLATE_SCRIPTS}`,
    `style-src 'self' 'unsafe-inline' ${TRANSLATE_ORIGINS}`,
    `img-src 'self' data: blob: ${wordpressOrigin} ${TRANSLATE_ORIGINS} ${EMBED_IMAGE_SOURCES.join(' ')}`,
    // Video and audio blocks play WordPress's uploads.
    `media-src 'self' ${wordpressOrigin}`,
    "font-src 'self'",
    `connect-src 'self' ${TRANSLATE_ORIGINS}`,
    `frame-src ${TRANSLATE_ORIGINS} ${EMBED_FRAME_SOURCES.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(siteIsHttps ? ['upgrade-insecure-requests'] : []),
    `report-uri ${CSP_REPORTS.path}`,
    `report-to ${CSP_REPORTS.group}`,
  ].join('; ');
}

/**
 * Trusted Types, reported only: React still writes innerHTML in places (the sanitised WordPress
 * body), so enforcing it would break pages; the reports say where.
 */
const TRUSTED_TYPES_REPORT_ONLY = `require-trusted-types-for 'script'; report-uri ${CSP_REPORTS.path}; report-to ${CSP_REPORTS.group}`;

const securityHeaders = [
  // Development (next dev) needs eval for fast refresh, so the policy applies to production builds.
  ...(process.env.NODE_ENV === 'production'
    ? [
        { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
        { key: 'Content-Security-Policy-Report-Only', value: TRUSTED_TYPES_REPORT_ONLY },
        { key: 'Reporting-Endpoints', value: `${CSP_REPORTS.group}="${CSP_REPORTS.path}"` },
      ]
    : []),
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  // HSTS only when the portal's public address is HTTPS (a plain-http demo must stay reachable).
  ...(siteIsHttps ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
];

/**
 * This build's name for its service worker: the offline page's precache revision, and in the pages'
 * script (lib/offline/messages.ts), so a new build's worker knows a page of its own build. Set in
 * the environment once, so the build's worker processes, which load this file again, agree on it.
 */
const BUILD_REVISION = (process.env.PORTAL_BUILD_REVISION ||= randomUUID());

const nextConfig: NextConfig = {
  output: 'standalone',
  env: { PORTAL_BUILD_REVISION: BUILD_REVISION },
  // A second build or dev server (e.g. a helper's) can write elsewhere: NEXT_DIST_DIR=.next-dev-a.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` has just type-checked these same sources, route validator included (its typecheck
  // step, which sets BUILD_TYPES_CHECKED): its builds skip the second, identical check (~20 s each).
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  // The metrics registry is one per process (lib/metrics/metrics.cjs): loaded from node_modules, not bundled.
  // The search engine's clients (lib/search/engine.ts): PGlite loads its WASM and extensions from its
  // own folder, so neither is bundled.
  serverExternalPackages: ['prom-client', '@electric-sql/pglite', 'pg'],
  // Read at run time from the project's folder (lib/search/sql.ts, dictionary/install.cjs).
  outputFileTracingIncludes: { '/**': ['./lib/search/sql/*.sql', './lib/search/dictionary/*'] },
  // The portal's server compresses instead (server/compressor.cjs): it must see a page's <head>
  // uncompressed to answer a not-found view with 404.
  compress: false,
  // Likewise the ETag of a cached page: the guard makes it natively (Next's hashed each hit in JS).
  generateEtags: false,
  // The stylesheets are files of the build, linked (not experimental.inlineCss): a browser keeps them
  // (immutable) for every later page, and a page's HTML carries no CSS text. Inlining puts the text
  // in the HTML and again in the page's RSC payload, about 150 KB of every page.
  // Post bodies' rules (app/wp-content.css) come only with the pages that show one.
  // Pages and WordPress data cached by Next: shared by every instance through Redis when REDIS_URL
  // is set, else Next's own file cache (lib/cache/sharedCacheHandler.cjs). Next keeps no memory
  // layer of its own in front of it, so an instance never answers from a copy others have expired.
  cacheHandler: require.resolve('./lib/cache/sharedCacheHandler.cjs'),
  cacheMaxMemorySize: 0,
  images: {
    // WordPress's uploads, and the other hosts whose images content may show (CONTENT_IMAGE_HOSTS,
    // lib/content/foreignImages.ts): both through the optimiser, so img-src needs neither.
    remotePatterns: [wordpressImagePattern(), ...contentImageRemotePatterns()],
    // The local WordPress serves media from 127.0.0.1, which the optimiser refuses by default.
    dangerouslyAllowLocalIP: isLoopback,
    // AVIF first (about a fifth smaller than WebP at the same quality: the phone's LCP image arrives
    // sooner); WebP for browsers without it. Each is encoded once per width and cached.
    formats: ['image/avif', 'image/webp'],
    // Fewer widths than Next's 15: every <img> lists each in its srcset (and the page payload
    // repeats it), while these cover the layouts' sizes at 1x and 2x (80–860 px, full width).
    deviceSizes: [640, 828, 1080, 1200, 1920],
    imageSizes: [96, 160, 256, 384],
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The service worker is looked up again on every visit: a kept copy would hold a reader on an old build.
      { source: WORKER_SCRIPT, headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
      // Sign-out: the browser's HTTP cache goes too (over HTTPS, where browsers honour it). Not
      // "storage", which would also take the tab's sign-out notice: the page empties the saved
      // pages itself (lib/offline/forget.ts).
      { source: '/api/auth/signout', headers: [{ key: 'Clear-Site-Data', value: '"cache"' }] },
    ];
  },
  async rewrites() {
    return {
      // Behaviour §2.1: the bureau profile pages live at /BiroX (lib/content/bureaus.ts); one route
      // (app/(site)/profil/[bureauId]) serves all seven.
      afterFiles: BUREAUS.map((bureau) => ({ source: bureau.profilePath, destination: `/profil/${bureau.id}` })),
      beforeFiles: [],
      fallback: [],
    };
  },
  async redirects() {
    // Behaviour §2.1: /biro/{id} is the bureau's news list; /biro/{id}/{type} the bureau list of that type.
    return [
      { source: '/biro/:bureauId', destination: '/berita/biro/:bureauId', permanent: true },
      { source: '/biro/:bureauId/:type(artikel|pengumuman|undangan)', destination: '/:type/biro/:bureauId', permanent: true },
      // Page 1 of the archive, or of a bureau listing, is the list itself.
      { source: '/berita/arsip/1', destination: '/berita/arsip', permanent: true },
      { source: '/:type(berita|artikel|pengumuman|undangan)/biro/:bureauId/halaman/1', destination: '/:type/biro/:bureauId', permanent: true },
      { source: '/admin/sakip', destination: '/admin-sakip', permanent: false },
    ];
  },
};

/**
 * Offline mode (behaviour §9, app/sw.ts): the service worker of production builds, compiled by
 * Serwist's webpack integration into public/sw.js. The page registers it itself once loaded
 * (components/offline/OfflineSupport.tsx). Precached: only the offline page, new with each build;
 * the build's chunks are kept as pages use them, not all fetched up front on a phone's data plan.
 */
const withSerwist = withSerwistInit({
  swSrc: 'app/sw.ts',
  swDest: `public${WORKER_SCRIPT}`,
  register: false,
  // Coming back online changes nothing on screen: a reload would throw away what a person was
  // typing (a staff member's draft, a search), and the next navigation gets the network anyway.
  reloadOnOnline: false,
  // Production builds only (webpack's, scripts/build.sh): `npm run dev` (Turbopack) registers no worker.
  disable: process.env.NODE_ENV !== 'production' || Boolean(process.env.TURBOPACK),
  globPublicPatterns: [],
  exclude: [/./],
  additionalPrecacheEntries: [{ url: '/offline', revision: BUILD_REVISION }],
});

export default withSerwist(nextConfig);
