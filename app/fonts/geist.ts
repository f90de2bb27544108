import localFont from 'next/font/local';

/**
 * Geist, self-hosted and cut to Latin (scripts/fonts/subset-geist.sh): 31 KB instead of the
 * package's 69 KB, on every page's critical path. Characters outside it (rare in the portal's
 * texts) fall back to the system sans-serif. `swap` with Next's size-adjusted fallback: text shows
 * at once and does not move when the font arrives.
 */
export const geistSans = localFont({
  src: './GeistLatin-Variable.woff2',
  variable: '--font-geist-sans',
  weight: '100 900',
  display: 'swap',
  // Not preloaded: on a slow link a preload takes bandwidth from what the first paint needs (the
  // page and its LCP image); `swap` paints the text at once in the size-matched fallback.
  preload: false,
});
