import localFont from 'next/font/local';

/**
 * Geist, self-hosted and cut to Latin (scripts/fonts/subset-geist.sh): 31 KB instead of the
 * package's 69 KB. Characters outside it (rare in the portal's texts) fall back to the system
 * sans-serif. `optional`: a page paints in Next's size-adjusted fallback unless Geist is at hand
 * within the browser's short block period (cached, or a fast link), and is never redrawn in it
 * afterwards. With `swap` the late font reflowed long paragraphs by a line on a phone (SAKIP's
 * intro moved 24 px: layout shift 0.045; a post 0.02); the next page uses the cached font.
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
