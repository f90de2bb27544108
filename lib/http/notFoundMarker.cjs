/**
 * The <meta> a page's own not-found view carries in its <head> (components/ui/NotFoundMarker.tsx).
 * Two readers outside the bundle need the same bytes: the request layer (server/portalResponse.cjs)
 * answers such a page 404, and the cache handler (lib/cache/sharedCacheHandler.cjs) keeps it only
 * briefly. Plain CommonJS because both load it at run time, outside the bundler.
 */
'use strict';

const NOT_FOUND_MARKER = '<meta name="bua-status" content="404"/>';

/** Whether an HTML page (string or bytes) marks itself not found before its </head>. */
function isNotFoundPage(html) {
  if (html === undefined || html === null) return false;
  const text = typeof html === 'string' ? html : Buffer.from(html).toString('utf8');
  const headEnd = text.indexOf('</head>');
  return text.slice(0, headEnd === -1 ? text.length : headEnd).includes(NOT_FOUND_MARKER);
}

module.exports = { NOT_FOUND_MARKER, isNotFoundPage };
