/**
 * Requests Next would mishandle get a plain 4xx before they reach the router: methods Next has no
 * use for (TRACE, CONNECT, PROPFIND…) 405 — Node's own parser already answers 400 to names it does
 * not know; anything but GET/HEAD/OPTIONS outside /api/ 405 (the portal has no server actions, and
 * Next answered a form POST to a page 500); a path over 1024 characters 414 (Next's page cache
 * failed on file names that long); a NUL byte in the path 400; OPTIONS of a page 204 with Allow.
 */
'use strict';

const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const PAGE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_PATH_LENGTH = 1024;

function plainAnswer(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

/** The answer a request gets before Next sees it (a 4xx, or OPTIONS of a page), or null to let it through. */
function refusalOf(method, target) {
  const path = String(target || '/').split('?')[0];
  if (!ALLOWED_METHODS.has(method)) return [405, 'Method Not Allowed', { Allow: [...ALLOWED_METHODS].join(', ') }];
  // The path only: query strings never become file names, and pages answer long ones themselves.
  if (path.length > MAX_PATH_LENGTH) return [414, 'URI Too Long', {}];
  if (/%00|\u0000/i.test(path)) return [400, 'Bad Request', {}];
  if (!PAGE_METHODS.has(method) && !path.startsWith('/api/')) return [405, 'Method Not Allowed', { Allow: [...PAGE_METHODS].join(', ') }];
  // A page or a feed has nothing to say to OPTIONS but its methods; Next's own answer to OPTIONS
  // of a cached route handler is a 500 (it builds a 204 with a body).
  if (method === 'OPTIONS' && !path.startsWith('/api/')) return [204, '', { Allow: [...PAGE_METHODS].join(', ') }];
  return null;
}

function refuseConnect(_req, socket) {
  socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: ' + [...ALLOWED_METHODS].join(', ') + '\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 18\r\nConnection: close\r\n\r\nMethod Not Allowed');
}

module.exports = { ALLOWED_METHODS, plainAnswer, refusalOf, refuseConnect };
