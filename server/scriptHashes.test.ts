/** @jest-environment node */
import { createHash } from 'node:crypto';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { inlineScriptSources, withScriptSources } = require('./scriptHashes.cjs') as {
  inlineScriptSources: (html: string) => { sources: string[]; unknown: string[] };
  withScriptSources: (policy: string, sources: string[]) => string;
};

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe("a page's inline scripts (server/scriptHashes.cjs)", () => {
  const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])';
  const payload = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\nè:I[7121,[],\\"\\"]\\n"])';
  const boundary = '$RC("B:0","S:0")';
  const segment = '$RS=function(a,b){a=document.getElementById(a)};$RS("S:1","P:1")';

  it("hashes Next's payload and bootstrap and React's instructions, each once, in page order", () => {
    const html = `<html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body><script>${bootstrap}</script><script>${payload}</script><script>${boundary}</script><script>${segment}</script><script>${payload}</script></body></html>`;
    expect(inlineScriptSources(html)).toEqual({ sources: [bootstrap, payload, boundary, segment].map(hashOf), unknown: [] });
  });

  it('hashes UTF-8 text as the browser does', () => {
    expect(inlineScriptSources(`<script>${payload}</script>`).sources).toEqual([`'sha256-${createHash('sha256').update(Buffer.from(payload, 'utf8')).digest('base64')}'`]);
  });

  it('never hashes a script of another shape, nor a payload push with more after it', () => {
    const found = inlineScriptSources(`<script>alert(document.cookie)</script><script>${payload};alert(1)</script><script type="text/javascript">fetch("//evil.example")</script><SCRIPT>x=1</SCRIPT>`);
    expect(found.sources).toEqual([]);
    expect(found.unknown).toEqual(['alert(document.cookie)', `${payload};alert(1)`.slice(0, 40), 'fetch("//evil.example")', 'x=1']);
  });

  it('leaves data blocks and external scripts alone', () => {
    expect(inlineScriptSources('<script type="application/ld+json">{"@type":"NewsArticle"}</script><script src="/a.js"></script>')).toEqual({ sources: [], unknown: [] });
  });

  it("adds the hashes to script-src, or to a script-src made from default-src; none, the policy as it was", () => {
    expect(withScriptSources("default-src 'self'; script-src 'self' https://a.example/x.js; object-src 'none'", ["'sha256-A'", "'sha256-B'"])).toBe(
      "default-src 'self'; script-src 'self' https://a.example/x.js 'sha256-A' 'sha256-B'; object-src 'none'",
    );
    expect(withScriptSources("default-src 'self'; object-src 'none'", ["'sha256-A'"])).toBe("default-src 'self'; object-src 'none'; script-src 'self' 'sha256-A'");
    expect(withScriptSources("default-src 'self'", [])).toBe("default-src 'self'");
  });
});
