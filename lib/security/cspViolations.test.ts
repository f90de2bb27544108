import { blockedSource, directiveLabel, documentPath, violationsOf } from './cspViolations';

describe('directiveLabel', () => {
  it.each([
    ['script-src-elem', 'script-src-elem'],
    ['IMG-SRC', 'img-src'],
    // CSP2 browsers send the directive with its sources.
    ["script-src 'self' https://translate.google.com", 'script-src'],
    ['frame-ancestors', 'frame-ancestors'],
  ])('keeps a known directive: %s → %s', (reported, label) => {
    expect(directiveLabel(reported)).toBe(label);
  });

  it.each([['made-up-src'], [''], [undefined], ['x'.repeat(500)], ['script-src-elem<script>']])('labels anything else other: %s', (reported) => {
    expect(directiveLabel(reported)).toBe('other');
  });
});

describe('blockedSource', () => {
  it.each([
    ['https://tracker.example/pixel.gif?visitor=123&session=abc', 'https://tracker.example'],
    ['https://user:secret@cdn.example:8443/a/b#frag', 'https://cdn.example:8443'],
    ['wss://live.example/socket?token=t', 'wss://live.example'],
    ['inline', 'inline'],
    ['eval', 'eval'],
    ['wasm-eval', 'wasm-eval'],
    ['data', 'data'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data'],
    ['blob:https://portal.example/2f1c-uuid', 'blob'],
    ['chrome-extension://abcdefghijklmnop/content.js', 'chrome-extension'],
    ['', 'none'],
    [undefined, 'none'],
    ['not a url at all', 'other'],
  ])('reduces %s to %s', (reported, reduced) => {
    expect(blockedSource(reported)).toBe(reduced);
  });
});

describe('documentPath', () => {
  it('keeps the path only: no query, no fragment, no origin', () => {
    expect(documentPath('https://portal.example/search?term=nama+saya#hasil')).toBe('/search');
    expect(documentPath('https://portal.example/berita/judul-berita')).toBe('/berita/judul-berita');
  });

  it('bounds a forged path and names what is no web address by its scheme', () => {
    expect(documentPath(`https://portal.example/${'a'.repeat(500)}`)).toHaveLength(200);
    expect(documentPath('about:srcdoc')).toBe('about');
    expect(documentPath('nonsense')).toBe('other');
  });
});

describe('violationsOf', () => {
  const reportUri = { 'csp-report': { 'document-uri': 'https://portal.example/?q=1', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline', disposition: 'report', 'script-sample': 'x'.repeat(60) } };

  it('reads a report-uri body, cutting the sample to 40 characters', () => {
    expect(violationsOf('application/csp-report', reportUri)).toEqual([{ directive: 'script-src-elem', disposition: 'report', blocked: 'inline', documentPath: '/', sample: 'x'.repeat(40) }]);
  });

  it('falls back on violated-directive and takes a missing disposition as enforced', () => {
    const legacy = { 'csp-report': { 'document-uri': 'https://portal.example/', 'violated-directive': "img-src 'self'", 'blocked-uri': 'https://img.example/a.png' } };
    expect(violationsOf('application/csp-report', legacy)).toEqual([{ directive: 'img-src', disposition: 'enforce', blocked: 'https://img.example', documentPath: '/' }]);
  });

  it('reads the csp-violation reports of a Reporting API batch and skips other types', () => {
    const batch = [
      { type: 'deprecation', body: { id: 'x' } },
      { type: 'csp-violation', age: 3, url: 'https://portal.example/a', body: { documentURL: 'https://portal.example/a?b=c', effectiveDirective: 'connect-src', blockedURL: 'https://api.example/v1?id=9', disposition: 'enforce', sample: '', statusCode: 200 } },
    ];
    expect(violationsOf('application/reports+json', batch)).toEqual([{ directive: 'connect-src', disposition: 'enforce', blocked: 'https://api.example', documentPath: '/a' }]);
  });

  it('takes either shape as application/json', () => {
    expect(violationsOf('application/json', reportUri)).toHaveLength(1);
    expect(violationsOf('application/json', [])).toEqual([]);
  });

  it.each([
    ['application/csp-report', {}],
    ['application/csp-report', { 'csp-report': 'x' }],
    ['application/csp-report', { 'csp-report': { 'document-uri': 'https://portal.example/' } }],
    ['application/csp-report', [{ type: 'csp-violation', body: {} }]],
    ['application/reports+json', reportUri],
    ['application/reports+json', [{ type: 'csp-violation', body: { documentURL: 'https://portal.example/' } }]],
    ['application/reports+json', [{ body: {} }]],
    ['application/json', null],
    ['application/json', 'text'],
  ])('is null for a %s body that is no report: %j', (mediaType, value) => {
    expect(violationsOf(mediaType, value)).toBeNull();
  });
});
