/**
 * How a view tells the portal's server its answer's status (lib/http/statusMarks.cjs): React
 * hoists these <meta> into <head>, where server/portalResponse.cjs reads them.
 */

/**
 * Marks a page that shows a not-found view: answered 404. Pages render their not-found view
 * themselves instead of calling Next's notFound(), whose body only the browser draws
 * (vercel/next.js#62228); this way the server's HTML carries the texts.
 */
export function NotFoundMarker() {
  return <meta name="bua-status" content="404" />;
}

/**
 * Marks a page rendered per request that shows its own "WordPress is away" message (search):
 * answered 503 with Retry-After, so crawlers, monitors and nginx see an outage while the visitor
 * reads the screen's text. Never on a cached page: that throws, and Next keeps its last good copy.
 */
export function UnavailableMarker() {
  return <meta name="bua-status" content="503" />;
}
