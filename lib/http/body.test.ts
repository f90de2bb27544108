/** @jest-environment node */
import { readBodyText, readJsonBody } from './body';

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request('http://localhost/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

/** A body streamed in chunks with no Content-Length, as a client that lies about its size sends it. */
function streamed(chunks: number, chunkBytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ >= chunks) controller.close();
      else controller.enqueue(new Uint8Array(chunkBytes).fill(97));
    },
  });
}

describe('readBodyText', () => {
  it('returns a body within the ceiling', async () => {
    await expect(readBodyText(post('hello'), 5)).resolves.toEqual({ ok: true, value: 'hello' });
  });

  it('refuses a declared Content-Length over the ceiling without reading (413)', async () => {
    await expect(readBodyText(post('x', { 'content-length': '999999' }), 100)).resolves.toEqual({ ok: false, status: 413 });
  });

  it('stops reading a streamed body once it passes the ceiling (413)', async () => {
    await expect(readBodyText(post(streamed(1000, 1024)), 4096)).resolves.toEqual({ ok: false, status: 413 });
  });

  it('refuses bytes that are not UTF-8 (400)', async () => {
    await expect(readBodyText(post(new Uint8Array([0xff, 0xfe, 0x00])), 100)).resolves.toEqual({ ok: false, status: 400 });
  });
});

describe('readJsonBody', () => {
  it('parses JSON sent as application/json (with a charset)', async () => {
    await expect(readJsonBody(post('{"a":1}', { 'content-type': 'application/json; charset=utf-8' }), 100)).resolves.toEqual({ ok: true, value: { a: 1 } });
  });

  it.each([[undefined], ['text/plain'], ['application/x-www-form-urlencoded'], ['application/jsonp']])('refuses Content-Type %s (415)', async (type) => {
    await expect(readJsonBody(post('{"a":1}', type ? { 'content-type': type } : {}), 100)).resolves.toEqual({ ok: false, status: 415 });
  });

  it('refuses broken JSON (400) and a big body (413)', async () => {
    await expect(readJsonBody(post('{"a":', { 'content-type': 'application/json' }), 100)).resolves.toEqual({ ok: false, status: 400 });
    await expect(readJsonBody(post(`"${'a'.repeat(200)}"`, { 'content-type': 'application/json' }), 100)).resolves.toEqual({ ok: false, status: 413 });
  });
});
