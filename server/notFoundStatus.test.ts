/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import { NotFoundMarker } from '@/components/ui/NotFoundMarker';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const guard = require('./notFoundStatus.cjs') as {
  NOT_FOUND_MARKER: string;
  notFoundStatus: (res: http.ServerResponse, state: { method?: string; ifNoneMatch?: string; acceptEncoding?: string; answeredUnavailable?: boolean }) => void;
  pageHeadAsGet: (req: http.IncomingMessage) => void;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const compression = require('compression') as () => (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

type Page = (res: http.ServerResponse) => void;

/**
 * Runs `body` against a server that answers `page` like Next behind the guard (marker probe
 * outermost, then compression), and closes the server afterwards whatever happens.
 */
async function withServer(page: Page, body: (url: string) => Promise<void>, { outage = false } = {}): Promise<void> {
  const compress = compression();
  const server = http.createServer((req, res) => {
    const state = { method: req.method, ifNoneMatch: req.headers['if-none-match'], acceptEncoding: req.headers['accept-encoding'], answeredUnavailable: outage };
    compress(req, res, () => {});
    guard.notFoundStatus(res, state);
    guard.pageHeadAsGet(req);
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

describe("a page's own not-found view goes out as 404 (server/notFoundStatus.cjs)", () => {
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
      // Uncompressed: the compression package itself does not pass callbacks on (as in Next).
      const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      expect(res.status).toBe(404);
      await res.text();
      expect(called).toEqual(['held', 'released', 'ended']);
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
        expect(again.status).toBe(304);
        expect(await again.text()).toBe('');
      }
      const changed = await fetch(url, { headers: { 'if-none-match': '"an-older-copy"' } });
      expect(changed.status).toBe(200);
      expect(await changed.text()).toBe(page);
    });
  });

  it('gives a streamed page and a not-found view no ETag', async () => {
    const found = '<!DOCTYPE html><html><head><title>Berita</title></head>';
    for (const [page, status] of [[streamed(found), 200], [streamed(HEAD_WITH_MARKER), 404]] as const) {
      await withServer(page, async (url) => {
        const res = await fetch(url, { headers: { 'if-none-match': '*' } });
        expect(res.status).toBe(status);
        expect(res.headers.get('etag')).toBeNull();
        expect((await res.text()).length).toBeGreaterThan(0);
      });
    }
  });

  it('gives a page that showed its own outage message no ETag (it goes out as 503, never as 304)', async () => {
    await withServer((res) => {
      html(res);
      res.end('<!DOCTYPE html><html><head><title>Pencarian</title></head><body>Terjadi kesalahan</body></html>');
    }, async (url) => {
      const res = await fetch(url, { headers: { 'if-none-match': '*' } });
      expect(res.status).toBe(200); // The outage status itself is outageStatus's part, outside this helper.
      expect(res.headers.get('etag')).toBeNull();
      await res.text();
    }, { outage: true });
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
        const head = await new Promise<http.IncomingMessage>((resolve) => http.request(url, { method: 'HEAD', headers: { 'accept-encoding': 'br' } }, resolve).end());
        expect(head.statusCode).toBe(200);
      });
    });

    it('compresses a new version of the page anew, and leaves pages rendered per request to the compression middleware', async () => {
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
