/**
 * The strict Content-Security-Policy of a page: its inline scripts allowed by their SHA-256, and
 * nothing else inline (no 'unsafe-inline'). The policy itself (sources, reporting) is next.config's
 * `contentSecurityPolicy()`, which Next sets on every answer; here, as a page leaves in one piece
 * (./portalResponse.cjs), the hashes of its inline scripts join its `script-src`.
 *
 * Hashed are only the shapes Next and React write: Next's RSC payload pushes
 * (`self.__next_f.push([1,"…"])` and its bootstrap), React's streaming instructions (`$RC(…)`,
 * `$RS`, `$RX`, `$RR`, `$RV` and their definitions, the `$RT` timer) and Next's hoisting of
 * streamed icons. Any other inline script was not written by the portal's code (content that got
 * past the sanitiser, or a change in Next): it is logged and stays blocked. Data blocks
 * (`type="application/ld+json"`) are not scripts and need no hash.
 *
 * A page's version is served many times: its hashes are worked out once per version (named by its
 * ETag) and kept for the last few thousand.
 */
'use strict';
const { createHash } = require('node:crypto');
const { logEvent } = require('../lib/log/logger.cjs');

/** Next's RSC payload: one JSON string (or its bootstrap) per script. */
const NEXT_PAYLOAD = /^self\.__next_f\.push\(\[[1-3],"(?:[^"\\]|\\[\s\S])*"\]\)$/;
const NEXT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
/** React's streaming runtime and its calls: `$RC("B:0","S:0")`, `$RS=function(…){…};$RS("S:1","P:1")`, … */
const REACT_INSTRUCTION = /^(?:\$R[BCMRSVX](?:=|\()|requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);)/;
/** Next moves icons streamed into the body back into the head. */
const NEXT_ICON_HOIST = /^document\.querySelectorAll\('body link\[rel="icon"\], body link\[rel="apple-touch-icon"\]'\)\.forEach\(el => document\.head\.appendChild\(el\)\)$/;

/** A type that makes a <script> a data block, not a script (anything but JavaScript's own). */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function isKnownShape(text) {
  return text === NEXT_BOOTSTRAP || NEXT_PAYLOAD.test(text) || REACT_INSTRUCTION.test(text) || NEXT_ICON_HOIST.test(text);
}

function typeOf(attributes) {
  const match = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return (match ? (match[1] ?? match[2] ?? match[3] ?? '') : '').trim().toLowerCase();
}

/**
 * The inline scripts of an HTML page: the `'sha256-…'` sources of those of a known shape, in
 * page order without repeats, and the first characters of each of the others.
 */
function inlineScriptSources(html) {
  const text = typeof html === 'string' ? html : Buffer.from(html).toString('utf8');
  const sources = [];
  const seen = new Set();
  const unknown = [];
  for (const [, attributes, content] of text.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || !SCRIPT_TYPES.has(typeOf(attributes))) continue;
    if (!isKnownShape(content)) {
      unknown.push(content.slice(0, 40));
      continue;
    }
    const source = `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
    if (!seen.has(source)) sources.push(source);
    seen.add(source);
  }
  return { sources, unknown };
}

/** `policy` with `sources` added to its script-src (made from default-src if it has none). */
function withScriptSources(policy, sources) {
  if (sources.length === 0) return policy;
  const directives = policy.split(';').map((directive) => directive.trim()).filter(Boolean);
  const index = directives.findIndex((directive) => /^script-src\s/i.test(directive) || directive.toLowerCase() === 'script-src');
  if (index !== -1) {
    directives[index] = `${directives[index]} ${sources.join(' ')}`;
  } else {
    const fallback = directives.find((directive) => /^default-src\s/i.test(directive));
    directives.push(`script-src ${fallback ? fallback.replace(/^default-src\s+/i, '') : "'self'"} ${sources.join(' ')}`);
  }
  return directives.join('; ');
}

/** Hashes of the last pages served, by version. */
const memo = new Map();
const MEMO_ENTRIES = 4000;

function sourcesOf(body, version, where) {
  let found = memo.get(version);
  if (found) {
    memo.delete(version); // Re-inserted below: the newest end of the queue.
  } else {
    found = inlineScriptSources(body);
    if (found.unknown.length > 0) logEvent('warn', 'csp.unknown_inline_script', { path: where, count: found.unknown.length, samples: found.unknown.slice(0, 3) });
    if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value);
  }
  memo.set(version, found);
  return found.sources;
}

/**
 * Gives the answer `res`, whose HTML `body` is in hand whole, the policy that allows its inline
 * scripts: Next's Content-Security-Policy header with their hashes in script-src. `version` names
 * the body (its ETag). An answer without the header (a development server) is left as it is.
 */
function allowInlineScripts(res, body, version) {
  const policy = res.getHeader('content-security-policy');
  if (typeof policy !== 'string' || !policy) return;
  const path = String(res.req?.url ?? '').split('?')[0];
  res.setHeader('Content-Security-Policy', withScriptSources(policy, sourcesOf(body, version, path)));
}

module.exports = { allowInlineScripts, inlineScriptSources, withScriptSources };
