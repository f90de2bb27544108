import localFont from 'next/font/local';

/**
 * Geist, self-hosted and cut to Latin (scripts/fonts/subset-geist.sh): 31 KB instead of the
 * package's 69 KB. Characters outside it (rare in the portal's texts) fall back to the system
 * sans-serif. `optional`: a page paints in Next's size-adjusted fallback unless Geist is at hand
 * within the browser's short block period (cached, or a fast link), and is never redrawn in it
 * afterwards; the next page uses the cached font. `swap` would redraw a late font over the fallback,
 * and Geist's narrower text reflows a long paragraph by a line on a phone (SAKIP's intro moves
 * 24 px, a layout shift of 0.045; tests/e2e/first-paint.spec.ts holds the font back to check).
 */
export const geistSans = localFont({
  src: './GeistLatin-Variable.woff2',
  variable: '--font-geist-sans',
  weight: '100 900',
  display: 'optional',
  // Not preloaded: on a slow link a preload takes bandwidth from what the first paint needs (the
  // page and its LCP image); the text paints at once in the size-matched fallback.
  preload: false,
});
