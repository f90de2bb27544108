/**
 * Marks a page that shows a not-found view: React hoists this <meta> into <head>, where the
 * portal's request layer (server/portalResponse.cjs, NOT_FOUND_MARKER) finds it and answers 404. Pages
 * render their not-found view themselves instead of calling Next's notFound(), whose body only
 * the browser draws (vercel/next.js#62228); this way the server's HTML carries the texts.
 */
export function NotFoundMarker() {
  return <meta name="bua-status" content="404" />;
}
