/**
 * How an answer says its own status, in its own bytes, to the portal's server
 * (server/portalResponse.cjs), which sends it with that status. Next decides a page's status
 * before the page has rendered; these marks are decided by what rendered:
 *
 * - a page showing its not-found view carries NOT_FOUND_MARKER in its <head>: 404. Next's
 *   notFound() would answer 404 with an empty body drawn by the browser only (vercel/next.js#62228);
 *   this way the server's HTML carries the texts, and a cached copy answers 404 on every hit. The
 *   cache handler (lib/cache/sharedCacheHandler.cjs) keeps such a page only briefly;
 * - a page rendered per request that shows its own "WordPress is away" message (search) carries
 *   UNAVAILABLE_MARKER: 503 with Retry-After;
 * - an error a render threw because WordPress is away carries wordpressAwayDigest() as its digest
 *   (lib/wp/errors.ts), which Next writes into the error answer's payload: its 500 goes out as 503
 *   with Retry-After, never as 500. The digest is this process's own (the portal's server draws it
 *   at start, before Next loads, and the bundled lib/wp reads the same environment): that payload
 *   also carries the address asked for, which a client could otherwise fill with it;
 * - a route handler's failed answer because WordPress is away carries WORDPRESS_AWAY_HEADER
 *   (lib/http/json.ts answerResponse): its 5xx goes out as 503 with Retry-After, the header removed.
 *
 * Plain CommonJS: the portal's server and the cache handler load it at run time, outside the bundler.
 */
'use strict';

const NOT_FOUND_MARKER = '<meta name="bua-status" content="404"/>';
const UNAVAILABLE_MARKER = '<meta name="bua-status" content="503"/>';
const WORDPRESS_AWAY_HEADER = 'x-bua-wordpress-away';

function textOf(html) {
  return typeof html === 'string' ? html : Buffer.from(html).toString('latin1');
}

/** The status an HTML page marks for itself before its </head> (404 or 503), or null. */
function markedStatus(html) {
  if (html === undefined || html === null) return null;
  const text = textOf(html);
  const headEnd = text.indexOf('</head>');
  const head = text.slice(0, headEnd === -1 ? text.length : headEnd);
  if (head.includes(NOT_FOUND_MARKER)) return 404;
  if (head.includes(UNAVAILABLE_MARKER)) return 503;
  return null;
}

/** Whether an HTML page (string or bytes) marks itself not found before its </head>. */
function isNotFoundPage(html) {
  return markedStatus(html) === 404;
}

/** The digest of an error thrown because WordPress is away, in this process. */
function wordpressAwayDigest(env = process.env) {
  return env.BUA_WORDPRESS_AWAY_DIGEST || 'BUA_WORDPRESS_AWAY';
}

/** Whether an error answer's payload names WordPress's absence as its cause. */
function failedForWordPress(body) {
  return body !== undefined && body !== null && textOf(body).includes(wordpressAwayDigest());
}

module.exports = { NOT_FOUND_MARKER, UNAVAILABLE_MARKER, WORDPRESS_AWAY_HEADER, wordpressAwayDigest, markedStatus, isNotFoundPage, failedForWordPress };
