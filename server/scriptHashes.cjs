/**
 * The strict Content-Security-Policy of a page: its inline scripts allowed by their SHA-256, and
 * nothing else inline (no 'unsafe-inline'). The policy itself (sources, reporting) is next.config's
 * `contentSecurityPolicy()`, which Next sets on every answer; here, as a page leaves in one piece
 * (./portalResponse.cjs), the hashes of its inline scripts join its `script-src`.
 *
 * Hashed are only the shapes Next and React write: Next's RSC payload pushes
 * (`self.__next_f.push([1,"…"])` and its bootstrap), React's streaming instructions (below) and
 * Next's hoisting of streamed icons. Any other inline script was not written by the portal's code
 * (content that got past the sanitiser, or a change in Next): it is logged and stays blocked. Not
 * used by the portal, so blocked too: Next's form state (`push([2,…])` after the bootstrap, server
 * actions), `self.__next_s` (next/script's beforeInteractive) and Turbopack's bootstrap (builds
 * are webpack's, scripts/build.sh). Data blocks (`type="application/ld+json"`) need no hash.
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
/** Next moves icons streamed into the body back into the head. */
const NEXT_ICON_HOIST = /^document\.querySelectorAll\('body link\[rel="icon"\], body link\[rel="apple-touch-icon"\]'\)\.forEach\(el => document\.head\.appendChild\(el\)\)$/;

/**
 * React's streaming instructions: a call such as `$RC("B:0","S:0")`, after the runtime definitions
 * React sends with the first call of each kind. The definitions are fixed texts of the React Next
 * ships, known here by their SHA-256 (each combination React writes, '' included), and a few
 * scripts React writes whole (the shell timer, form replaying). ./scriptHashes.test.ts reads them
 * again from the installed bundles (./reactRuntime.cjs): a Next upgrade that changes them fails
 * there, not in a reader's browser. Nothing else passes for React's: a script that only begins like
 * one is another script.
 */
const REACT_PREFIXES = new Set([
  '+JTeEd3Kbdu/J8O6ngOJ2aBNwq5c4dSrGDTT6d5IaKE=', '/7yBZhIOF9ZMQ1Y+BJo+2OTi/9cgqGFnlV7Rbphc0I4=', '1QRDJVD9fZ1eAhj132JUcNtFzafiJc3AK7B0qtlXrNk=',
  '47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=', '5TqIdh80KgjiD5uUtz2OhDa5DlGt33xJV6lK4XUE+Yo=', '8iUcVgLjnudQTbjPaPP9SU78jWdPmjijTyNcrmfaAJs=',
  'Ao7hbfklLvp0+AwR9CHm1UidqtFo6W/wsmLZ3n/PXLg=', 'Bd8QBJ/TggD9+Q+T6rGn4K91pGBGTsdl6Sm+iVNV1fU=', 'HIwET9YbpCDSDZxSjDwBhUP6sywD0vfbAPbsgjDbN4U=',
  'QwTTcUY6X/W9qbI8vPXdsBAoBq5Xi/MvMAMV2FEeJpk=', 'R3eWN7zVoU3spWpPQ2b7tbYj4hZDyViY037DUph2exw=', 'StwRTo+FCJMxmpYwvqpLWsFOAsWw+hRSt11fNbYo2JA=',
  'TVszIiriFzhijyF5Dgn8XZuIgH49IKimfDK+cco1U28=', 'TuhfRhVmAfEJ0CCt8W1A3o7DK9VvYY8pqaqJv5B4PeQ=', 'ejxEGil7Q2jnFo9T1EMjhzsRoWDTVn8tRpUYd4XCJkY=',
  'ewZRR3V8Q/o+BjcQFudW3iZiH0wkCrWoO8yn1oTzAco=', 'rkPyhj2kmK5uKX6SivS3u1ga+pNajy8xBWBiEPXhNMA=', 'xzLVIjHJcQehG9m92jnFE1NZwsH0syVzcci/UcYAS3Y=',
]);
const REACT_WHOLE = new Set(['7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs=', 'CwHpiObGc0Kj6qtRFzUVGqk0apwmCrylJaQU+RajuJ0=']);
/** A call's arguments: React's JSON strings (`<` escaped), null, and its style lists (arrays of arrays). */
const JSON_STRING = String.raw`"(?:[^"\\\n\r\u2028\u2029]|\\.)*"`;
const STRING_LIST = String.raw`\[(?:${JSON_STRING}(?:,${JSON_STRING})*)?\]`;
const ARGUMENT = String.raw`(?:${JSON_STRING}|null|\[(?:(?:${STRING_LIST}|${JSON_STRING})(?:,(?:${STRING_LIST}|${JSON_STRING}))*)?\])`;
const REACT_CALL = new RegExp(String.raw`^\$R[CSRX]\(${JSON_STRING}(?:,${ARGUMENT})*\)$`);

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('base64');

function isReactInstruction(text) {
  if (REACT_WHOLE.has(sha256(text))) return true;
  for (let at = text.lastIndexOf('$R'); at !== -1; at = at === 0 ? -1 : text.lastIndexOf('$R', at - 1)) {
    if (REACT_CALL.test(text.slice(at)) && REACT_PREFIXES.has(sha256(text.slice(0, at)))) return true;
  }
  return false;
}

/**
 * Types that make a <script> run (HTML's JavaScript MIME types and `module`) or that the policy
 * governs as inline scripts all the same (import maps, speculation rules); any other is a data block.
 */
const POLICED_TYPES = new Set(['', 'module', 'importmap', 'speculationrules', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript', 'application/x-javascript', 'application/x-ecmascript', 'text/x-javascript', 'text/x-ecmascript', 'text/jscript', 'text/livescript', 'text/javascript1.0', 'text/javascript1.1', 'text/javascript1.2', 'text/javascript1.3', 'text/javascript1.4', 'text/javascript1.5']);

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function isKnownShape(text) {
  return text === NEXT_BOOTSTRAP || NEXT_PAYLOAD.test(text) || NEXT_ICON_HOIST.test(text) || isReactInstruction(text);
}

/**
 * The `src` and `type` attributes of a <script> tag: `[value, name alone]` patterns. A name must
 * start its attribute, not end another (data-src).
 */
const ATTRIBUTES = Object.fromEntries(
  ['src', 'type'].map((name) => [name, [new RegExp(String.raw`(?:^|\s)${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))`, 'i'), new RegExp(String.raw`(?:^|\s)${name}(?:\s|$)`, 'i')]]),
);

/** An attribute's value: '' when it has none, null when it is absent. */
function attribute(attributes, name) {
  const [valued, bare] = ATTRIBUTES[name];
  const match = valued.exec(attributes);
  if (match) return match[1] ?? match[2] ?? match[3] ?? '';
  return bare.test(attributes) ? '' : null;
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
    if (attribute(attributes, 'src') !== null || !POLICED_TYPES.has((attribute(attributes, 'type') ?? '').trim().toLowerCase())) continue;
    if (!isKnownShape(content)) {
      unknown.push(content.slice(0, 40));
      continue;
    }
    const source = `'sha256-${sha256(content)}'`;
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

/**
 * At most this many hashes in a policy: with them it stays under the 8 KB a header line may have
 * at the edge (Varnish's http_resp_hdr_len; about 53 bytes each). A page with more goes with none:
 * its scripts stay blocked, and it is logged.
 */
const MAX_SOURCES = 100;

/** Hashes of the last pages served, by version. */
const memo = new Map();
const MEMO_ENTRIES = 4000;

function sourcesOf(body, version, where) {
  let found = memo.get(version);
  if (found) {
    memo.delete(version); // Re-inserted below: the newest end of the queue.
  } else {
    found = inlineScriptSources(body);
    if (found.sources.length > MAX_SOURCES) {
      logEvent('error', 'csp.too_many_inline_scripts', { path: where, count: found.sources.length });
      found = { sources: [], unknown: found.unknown };
    }
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

module.exports = { allowInlineScripts, inlineScriptSources, withScriptSources, REACT_PREFIXES, REACT_WHOLE };
