/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import { NOT_FOUND_MARKER, UNAVAILABLE_MARKER, wordpressAwayDigest } from '@/lib/http/statusMarks.cjs';
import { NotFoundMarker, UnavailableMarker } from '@/components/ui/StatusMarkers';
import { WpError } from '@/lib/wp/errors';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PortalResponse } = require('./portalResponse.cjs') as { PortalResponse: typeof http.ServerResponse };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pageHeadAsGet } = require('./index.cjs') as { pageHeadAsGet: (req: http.IncomingMessage) => void };
const guard = { NOT_FOUND_MARKER };

type Page = (res: http.ServerResponse) => void;

/**
 * Runs `body` against a Node server whose answers are PortalResponses (as server/index.cjs makes
 * them) and that answers `page` like Next, and closes the server afterwards whatever happens.
 */
async function withServer(page: Page, body: (url: string) => Promise<void>): Promise<void> {
  const server = http.createServer({ ServerResponse: PortalResponse }, (req, res) => {
    pageHeadAsGet(req);
    page(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await body(`http://127.0.0.1:${port}/berita/biro/zzz`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const HEAD_WITH_MARKER = `<!DOCTYPE html><html lang="id"><head><title>Bureau Not Found</title>${'<link rel="stylesheet" href="/x.css"/>'.repeat(40)}${guard.NOT_FOUND_MARKER}</head>`;
const BODY = '<body><h1>Bureau Not Found</h1><p>Unknown Bureau</p></body></html>';

function html(res: http.ServerResponse) {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
}

/** Next streams a page in chunks, its headers flushed first: the head split across two writes, then the body. */
const streamed = (head: string): Page => (res) => {
  html(res);
  res.flushHeaders();
  res.write(head.slice(0, 100));
  res.write(Buffer.from(head.slice(100)));
  setTimeout(() => res.end(BODY), 5);
};

describe("a page's own not-found view goes out as 404 (server/portalResponse.cjs)", () => {
  it('is the exact mark the not-found views render', () => {
    expect(renderToStaticMarkup(NotFoundMarker())).toBe(guard.NOT_FOUND_MARKER);
  });

  it('answers a streamed page whose head carries the mark with 404 and the whole view, compressed when asked', async () => {
    await withServer(streamed(HEAD_WITH_MARKER), async (url) => {
      const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.status).toBe(404);
      expect(await plain.text()).toBe(HEAD_WITH_MARKER + BODY);
      const gzipped = await new Promise<{ status?: number; encoding?: string; body: Buffer }>((resolve, reject) => {
        http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => resolve({ status: res.statusCode, encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }));
        }).on('error', reject);
      });
      expect(gzipped.status).toBe(404);
      expect(gzipped.encoding).toBe('gzip');
      expect(gunzipSync(gzipped.body).toString()).toBe(HEAD_WITH_MARKER + BODY);
    });
  });

  it("calls a writer's callback once its part is on the way, held or not", async () => {
    const called: string[] = [];
    await withServer((res) => {
      html(res);
      res.write('<html><head>', () => called.push('held'));
      res.write(`${guard.NOT_FOUND_MARKER}</head>`, () => called.push('released'));
      res.end('<body></body></html>', () => called.push('ended'));
    }, async (url) => {
      for (const encoding of ['identity', 'br']) {
        called.length = 0;
        const res = await fetch(url, { headers: { 'accept-encoding': encoding } });
        expect(res.status).toBe(404);
        await res.text();
        expect(called).toEqual(['held', 'released', 'ended']);
      }
    });
  });

  it('answers a page sent in one piece (a cache hit) with 404, and HEAD with 404 and no body', async () => {
    await withServer((res) => {
      html(res);
      res.end(HEAD_WITH_MARKER + BODY);
    }, async (url) => {
      expect((await fetch(url)).status).toBe(404);
      const head = await fetch(url, { method: 'HEAD' });
      expect(head.status).toBe(404);
      expect(await head.text()).toBe('');
    });
  });

  it('leaves a found page at 200, byte for byte, and a mark outside the head alone', async () => {
    const found = '<!DOCTYPE html><html><head><title>Berita</title></head>';
    const quoted = `<body><pre>${guard.NOT_FOUND_MARKER}</pre></body></html>`;
    await withServer((res) => {
      html(res);
      res.write(found);
      res.end(quoted);
    }, async (url) => {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(found + quoted);
    });
  });

  it('leaves answers that are not 200 HTML pages alone', async () => {
    await withServer((res) => {
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/x-component');
      res.end(HEAD_WITH_MARKER);
    }, async (url) => {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(HEAD_WITH_MARKER);
    });
  });

  it('gives a page sent in one piece (a cache hit) its SHA-1 as weak ETag, and a request holding it 304 without a body', async () => {
    const page = '<!DOCTYPE html><html><head><title>Berita</title></head><body>Berita terkini</body></html>';
    const etag = `W/"${createHash('sha1').update(page).digest('base64url')}"`;
    await withServer((res) => {
      html(res);
      res.setHeader('Content-Length', Buffer.byteLength(page));
      res.end(page);
    }, async (url) => {
      const first = await fetch(url);
      expect(first.status).toBe(200);
      expect(first.headers.get('etag')).toBe(etag);
      expect(await first.text()).toBe(page);
      for (const held of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
        const again = await fetch(url, { headers: { 'if-none-match': held } });
        expect([again.status, again.headers.get('vary')]).toEqual([304, 'Accept-Encoding']);
        expect(await again.text()).toBe('');
      }
      const changed = await fetch(url, { headers: { 'if-none-match': '"an-older-copy"' } });
      expect(changed.status).toBe(200);
      expect(await changed.text()).toBe(page);
    });
  });

  it('holds a streamed page until it is whole (its scripts are hashed then): it gets its ETag; a not-found view none', async () => {
    const found = '<!DOCTYPE html><html><head><title>Berita</title></head>';
    await withServer(streamed(found), async (url) => {
      const first = await fetch(url);
      expect(first.headers.get('etag')).toBe(`W/"${createHash('sha1').update(found + BODY).digest('base64url')}"`);
      expect(await first.text()).toBe(found + BODY);
      expect((await fetch(url, { headers: { 'if-none-match': '*' } })).status).toBe(304);
    });
    await withServer(streamed(HEAD_WITH_MARKER), async (url) => {
      const res = await fetch(url, { headers: { 'if-none-match': '*' } });
      expect(res.status).toBe(404);
      expect(res.headers.get('etag')).toBeNull();
      expect((await res.text()).length).toBeGreaterThan(0);
    });
  });

  it("adds each inline script's hash to the page's policy, the same with its 304", async () => {
    const script = 'self.__next_f.push([1,"0:[\\"$\\",\\"p\\"]"])';
    const page = `<!DOCTYPE html><html><head><title>Berita</title></head><body><script>${script}</script></body></html>`;
    await withServer((res) => {
      html(res);
      res.setHeader('Content-Security-Policy', "default-src 'self'; script-src 'self'; object-src 'none'");
      res.flushHeaders();
      res.write(page.slice(0, 70));
      setTimeout(() => res.end(page.slice(70)), 5);
    }, async (url) => {
      const first = await fetch(url);
      const hash = createHash('sha256').update(script).digest('base64');
      expect(first.headers.get('content-security-policy')).toBe(`default-src 'self'; script-src 'self' 'sha256-${hash}'; object-src 'none'`);
      const again = await fetch(url, { headers: { 'if-none-match': first.headers.get('etag')! } });
      expect(again.status).toBe(304);
      expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    });
  });

  it('answers a page that shows its own outage message (search) 503 with Retry-After, never kept, with no ETag', async () => {
    expect(renderToStaticMarkup(UnavailableMarker())).toBe(UNAVAILABLE_MARKER);
    await withServer((res) => {
      html(res);
      res.setHeader('Cache-Control', 'public, s-maxage=60');
      res.end(`<!DOCTYPE html><html><head><title>Pencarian</title>${UNAVAILABLE_MARKER}</head><body>Terjadi kesalahan</body></html>`);
    }, async (url) => {
      const res = await fetch(url, { headers: { 'if-none-match': '*' } });
      expect([res.status, res.headers.get('retry-after'), res.headers.get('cache-control')]).toEqual([503, '30', 'no-store']);
      expect(res.headers.get('etag')).toBeNull();
      expect(await res.text()).toContain('Terjadi kesalahan');
    });
  });

  describe('a cached page is compressed once per version and encoding', () => {
    const page = `<!DOCTYPE html><html><head><title>Beranda</title></head><body>${'<p>Berita terkini Badan Urusan Administrasi</p>'.repeat(200)}</body></html>`;
    const cached = (cache: string | null, body = page): Page => (res) => {
      html(res);
      if (cache) res.setHeader('x-nextjs-cache', cache);
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(body);
    };
    /** One GET with the raw bytes as sent (fetch would decode them). */
    const get = (url: string, headers: Record<string, string>) =>
      new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http.get(url, { headers }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }));
        }).on('error', reject);
      });
    afterEach(() => jest.restoreAllMocks());

    it('sends every visitor the same brotli or gzip bytes, made on the first request only', async () => {
      const brotli = jest.spyOn(zlib, 'brotliCompressSync');
      const gzip = jest.spyOn(zlib, 'gzipSync');
      await withServer(cached('HIT'), async (url) => {
        const answers = [];
        for (let i = 0; i < 3; i += 1) answers.push(await get(url, { 'accept-encoding': 'gzip, deflate, br' }));
        for (const answer of answers) {
          expect(answer.status).toBe(200);
          expect(answer.headers['content-encoding']).toBe('br');
          expect(answer.headers['vary']).toMatch(/Accept-Encoding/);
          expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
          expect(brotliDecompressSync(answer.body).toString()).toBe(page);
        }
        expect(brotli).toHaveBeenCalledTimes(1);
        const zipped = [await get(url, { 'accept-encoding': 'gzip' }), await get(url, { 'accept-encoding': 'br;q=0.1, gzip' })];
        for (const answer of zipped) {
          expect(answer.headers['content-encoding']).toBe('gzip');
          expect(gunzipSync(answer.body).toString()).toBe(page);
        }
        expect(gzip).toHaveBeenCalledTimes(1);
        const plain = await get(url, { 'accept-encoding': 'identity' });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.toString()).toBe(page);
        // HEAD: the status and what the answer varies on; nothing compressed for a body never sent.
        const brotliCalls = brotli.mock.calls.length;
        const head = await new Promise<http.IncomingMessage>((resolve) => http.request(url, { method: 'HEAD', headers: { 'accept-encoding': 'br' } }, resolve).end());
        expect([head.statusCode, head.headers['content-encoding'], head.headers['vary']]).toEqual([200, undefined, 'Accept-Encoding']);
        head.resume();
        expect(brotli.mock.calls.length).toBe(brotliCalls);
      });
    });

    it('compresses a new version of the page anew, and pages rendered per request as they stream', async () => {
      const brotli = jest.spyOn(zlib, 'brotliCompressSync');
      for (const [cache, body] of [['STALE', page.replace('Beranda', 'Beranda baru')], [null, page.replace('Beranda', 'Beranda dinamis')]] as const) {
        await withServer(cached(cache, body), async (url) => {
          const answer = await get(url, { 'accept-encoding': 'br' });
          expect(answer.headers['content-encoding']).toBe('br');
          expect(brotliDecompressSync(answer.body).toString()).toBe(body);
        });
      }
      expect(brotli).toHaveBeenCalledTimes(1);
    });
  });
});

describe('the status an answer leaves with (server/answerStatus.cjs)', () => {
  /** An answer with `status` whose payload carries an error's digest, in parts, as Next streams its error pages. */
  const failing = (status: number, digest: string, type = 'text/html; charset=utf-8'): Page => (res) => {
    res.statusCode = status;
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
    res.flushHeaders();
    res.write('<!DOCTYPE html><html><head></head><body><div hidden=""></div>');
    setTimeout(() => res.end(`<script>self.__next_f.push([1,"31:E{\\"digest\\":\\"${digest}\\"}\\n"])</script></body></html>`), 5);
  };

  // This process's own digest, as server/index.cjs draws one at start.
  const WORDPRESS_AWAY_DIGEST = 'BUA_WORDPRESS_AWAY_5f2c9e0a71d4b3c8e6a9f012';
  beforeAll(() => {
    process.env.BUA_WORDPRESS_AWAY_DIGEST = WORDPRESS_AWAY_DIGEST;
  });
  afterAll(() => {
    delete process.env.BUA_WORDPRESS_AWAY_DIGEST;
  });

  it("names WordPress's absence in an error's digest when, and only when, the failed call was an outage", () => {
    expect(wordpressAwayDigest()).toBe(WORDPRESS_AWAY_DIGEST);
    expect([new WpError('Network error occurred', 0).digest, new WpError('Request timed out', 504).digest, new WpError('HTTP error 500', 500).digest]).toEqual([WORDPRESS_AWAY_DIGEST, WORDPRESS_AWAY_DIGEST, WORDPRESS_AWAY_DIGEST]);
    expect([new WpError('Not found', 404).digest, new WpError('Forbidden', 403).digest]).toEqual([undefined, undefined]);
  });

  it("answers an error page or payload whose digest says WordPress is away 503 with Retry-After, never kept; any other 5xx stays what it was", async () => {
    for (const [status, type] of [[500, 'text/html; charset=utf-8'], [500, 'text/x-component'], [502, 'text/html; charset=utf-8']] as const) {
      await withServer(failing(status, WORDPRESS_AWAY_DIGEST, type), async (url) => {
        const res = await fetch(url);
        expect([res.status, res.statusText, res.headers.get('retry-after'), res.headers.get('cache-control')]).toEqual([503, 'Service Unavailable', '30', 'no-store']);
        expect(await res.text()).toContain(WORDPRESS_AWAY_DIGEST);
      });
      await withServer(failing(status, '2078916595', type), async (url) => {
        const res = await fetch(url);
        expect([res.status, res.headers.get('retry-after')]).toEqual([status, null]);
        expect(await res.text()).toContain('2078916595');
      });
    }
  });

  it("leaves a 500 alone whose payload names only the digest's fixed part, as a client can write into the address it asks for", async () => {
    await withServer(failing(500, 'BUA_WORDPRESS_AWAY'), async (url) => {
      const res = await fetch(`${url}?BUA_WORDPRESS_AWAY`);
      expect([res.status, res.headers.get('retry-after')]).toEqual([500, null]);
      await res.text();
    });
  });

  it('leaves a 200 or 404 page whose text happens to name the digest as it is', async () => {
    for (const status of [200, 404]) {
      await withServer(failing(status, WORDPRESS_AWAY_DIGEST), async (url) => {
        const res = await fetch(url);
        expect([res.status, res.headers.get('retry-after')]).toEqual([status, null]);
        await res.text();
      });
    }
  });

  it("lets shared caches keep a cached page through the portal's errors (stale-if-error, a day), and nothing else", async () => {
    await withServer(failing(200, '2078916595'), async (url) => {
      const res = await fetch(url);
      expect(res.headers.get('cache-control')).toBe('s-maxage=60, stale-while-revalidate=31535940, stale-if-error=86400');
      await res.text();
    });
    await withServer((res) => {
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.end('<html></html>');
    }, async (url) => {
      expect((await fetch(url)).headers.get('cache-control')).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
    });
  });

  it("answers a page's permanent redirect (Next's 308) 301 with one Location, and leaves a POST's 308 alone", async () => {
    const redirect: Page = (res) => {
      res.statusCode = 308;
      res.setHeader('Location', ['/artikel/biro/umum/baru', '/artikel/biro/umum/baru']);
      res.end();
    };
    await withServer(redirect, async (url) => {
      const res = await fetch(url, { redirect: 'manual' });
      expect([res.status, res.statusText, res.headers.get('location')]).toEqual([301, 'Moved Permanently', '/artikel/biro/umum/baru']);
      expect((await fetch(url, { method: 'POST', redirect: 'manual' })).status).toBe(308);
    });
  });
});

describe('headers given to writeHead (as Node merges them)', () => {
  it('keeps headers given after an undefined reason, and repeats a flat list\'s Set-Cookie', async () => {
    await withServer((res) => {
      res.setHeader('Set-Cookie', 'old=1');
      res.writeHead(200, undefined, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Kept': 'ya' });
      res.end('ok');
    }, async (url) => {
      const res = await fetch(url);
      expect([res.headers.get('x-kept'), res.headers.getSetCookie()]).toEqual(['ya', ['old=1']]);
      await res.text();
    });
    await withServer((res) => {
      res.setHeader('Set-Cookie', 'old=1');
      res.writeHead(200, ['Content-Type', 'text/plain; charset=utf-8', 'Set-Cookie', 'a=1', 'Set-Cookie', 'b=2']);
      res.end('ok');
    }, async (url) => {
      const res = await fetch(url);
      expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
      await res.text();
    });
  });

  it('answers a write after end as Node does: the writer hears of it, the answer is whole', async () => {
    const heard: string[] = [];
    await withServer((res) => {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.write('x'.repeat(4096));
      res.end();
      res.write('late', (error?: Error | null) => heard.push(String((error as NodeJS.ErrnoException | null)?.code)));
    }, async (url) => {
      const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(await res.text()).toBe('x'.repeat(4096));
      expect(heard).toEqual(['ERR_STREAM_WRITE_AFTER_END']);
    });
  });
});

describe('compression of a streamed answer (server/compressor.cjs)', () => {
  /** A page far larger than the socket's buffers, streamed in parts like Next: flushed after each write, waiting on 'drain'. */
  const parts = Array.from({ length: 400 }, (_, i) => `<p>Bagian ${i} ${randomBytes(2048).toString('base64')}</p>`);
  const large: Page = (res) => {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    const flushing = res as http.ServerResponse & { flush(): void };
    let next = 0;
    const more = () => {
      while (next < parts.length) {
        const ok = res.write(parts[next]!);
        flushing.flush();
        next += 1;
        if (!ok) return void res.once('drain', more);
      }
      res.end();
    };
    more();
  };

  it('sends the whole of a large streamed page to a slow reader, gzip and brotli, without stalling', async () => {
    await withServer(large, async (url) => {
      for (const encoding of ['gzip', 'br'] as const) {
        const answer = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
          http.get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => {
              chunks.push(chunk);
              res.pause();
              setTimeout(() => res.resume(), 1);
            });
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
          }).on('error', reject);
        });
        expect(answer.encoding).toBe(encoding);
        expect((encoding === 'gzip' ? gunzipSync(answer.body) : brotliDecompressSync(answer.body)).toString()).toBe(parts.join(''));
      }
    });
  });

  it('leaves small answers, images and no-transform answers uncompressed', async () => {
    const answers: [string, string, string | null][] = [['application/json', '{"status":"ok"}', null], ['image/png', 'x'.repeat(4096), null], ['text/plain', 'x'.repeat(4096), 'no-transform']];
    for (const [type, text, cacheControl] of answers) {
      await withServer((res) => {
        res.setHeader('Content-Type', type);
        if (cacheControl) res.setHeader('Cache-Control', cacheControl);
        res.end(text);
      }, async (url) => {
        const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
        expect([res.headers.get('content-encoding'), await res.text()]).toEqual([null, text]);
      });
    }
  });
});

describe('an answer Next relays from another server (a rewrite it proxies)', () => {
  it('keeps that server’s chunked framing and adds no length beside it', async () => {
    const relayed: Page = (res) => {
      html(res);
      // As Next's proxy copies the upstream's headers, then pipes its body in one piece.
      res.setHeader('transfer-encoding', 'chunked');
      res.end(`${HEAD_WITH_MARKER.replace(guard.NOT_FOUND_MARKER, '')}${BODY}`);
    };
    await withServer(relayed, async (url) => {
      // Node's fetch refuses an answer with both framings ("Content-Length can't be present with Transfer-Encoding").
      const answer = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-length')).toBeNull();
      expect(await answer.text()).toContain('<h1>Bureau Not Found</h1>');
    });
  });
});
