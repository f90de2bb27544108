/** @jest-environment node */
import { z } from 'zod';
import { wpConfig } from '@/lib/config';
import { buildWpUrl, wpFetch, wpRequest } from './client';
import { REQUEST_ERRORS, WpError, httpErrorMessage } from './errors';
import { captureLog } from '@/tests/logCapture';
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub } from '@/tests/unit/fetchStub';
import { expectWpError } from '@/tests/unit/wpError';

const fetchStub = installFetchStub();
stubWordPressEnv();

const anything = z.unknown();
const okSchema = z.object({ ok: z.boolean() });

afterEach(() => {
  jest.useRealTimers();
});

describe('request errors (behaviour §8)', () => {
  it('maps a time-out onto WpError "Request timed out" with status 504', async () => {
    fetchStub.mock.mockImplementationOnce(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('This operation was aborted', 'AbortError')));
        }),
    );
    const error = await expectWpError(wpRequest({ path: 'wp/v2/berita', schema: anything, timeoutMs: 20 }));
    expect(error.message).toBe('Request timed out');
    expect(error.status).toBe(504);
    expect(fetchStub.init().signal?.aborted).toBe(true);
  });

  it('uses the 15 s time-out by default and WP_TIMEOUT_MS when set', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    fetchStub.mock.mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = expectWpError(wpRequest({ path: 'wp/v2/berita', schema: anything }));
    jest.advanceTimersByTime(14_999);
    expect(signal?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(signal?.aborted).toBe(true);
    expect((await pending).status).toBe(504);

    process.env.WP_TIMEOUT_MS = '2000';
    const second = expectWpError(wpRequest({ path: 'wp/v2/berita', schema: anything }));
    jest.advanceTimersByTime(1_999);
    expect(signal?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect((await second).message).toBe('Request timed out');
  });

  it('clears the time-out timer once the answer is in', async () => {
    jest.useFakeTimers();
    fetchStub.json({ ok: true });
    await wpRequest({ path: 'wp/v2/berita', schema: okSchema });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('maps a network failure (fetch rejects) onto "Network error occurred" with status 0', async () => {
    fetchStub.fail();
    const error = await expectWpError(wpRequest({ path: 'wp/v2/berita', schema: anything }));
    expect(error.message).toBe('Network error occurred');
    expect(error.status).toBe(0);
    expect(error.code).toBe('TypeError');
  });

  it('writes one log line per failed call: what, how, how long; never the token', async () => {
    const logged = captureLog();
    fetchStub.fail();
    await expectWpError(wpRequest({ path: 'wp/v2/berita', schema: anything, token: 'secret.jwt.token' }));
    fetchStub.json({ code: 'rest_post_invalid_id', message: 'Invalid post ID.' }, { status: 404 });
    await expectWpError(wpRequest({ path: 'wp/v2/berita/999', schema: anything }));
    expect(logged).toEqual([
      expect.objectContaining({ level: 'error', event: 'wp.request.failed', method: 'GET', path: 'wp/v2/berita', status: 0, outage: true, signedIn: true, ms: expect.any(Number) }),
      expect.objectContaining({ level: 'info', event: 'wp.request.failed', path: 'wp/v2/berita/999', status: 404, code: 'rest_post_invalid_id', outage: false }),
    ]);
    expect(JSON.stringify(logged)).not.toContain('secret.jwt.token');
  });

  it('uses the server message, status and code of a failed answer', async () => {
    fetchStub.json({ code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } }, { status: 404, statusText: 'Not Found' });
    const error = await expectWpError(wpRequest({ path: 'wp/v2/berita/999', schema: anything }));
    expect(error.message).toBe('Invalid post ID.');
    expect(error.status).toBe(404);
    expect(error.code).toBe('rest_post_invalid_id');
    expect(error.isNotFound).toBe(true);
    expect(error.isAuthError).toBe(false);
  });

  it('flags 401 and 403 as auth errors', async () => {
    fetchStub.json({ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.' }, { status: 401, statusText: 'Unauthorized' });
    fetchStub.json({ code: 'rest_forbidden_context', message: 'Forbidden context.' }, { status: 403, statusText: 'Forbidden' });
    const unauthorized = await expectWpError(wpRequest({ path: 'wp/v2/berita', schema: anything }));
    const forbidden = await expectWpError(wpRequest({ path: 'wp/v2/berita', schema: anything }));
    expect([unauthorized.status, unauthorized.isAuthError, unauthorized.message]).toEqual([401, true, 'Sorry, you are not allowed to do that.']);
    expect([forbidden.status, forbidden.isAuthError, forbidden.code]).toEqual([403, true, 'rest_forbidden_context']);
  });

  it('falls back to the status text when the failed answer has no message', async () => {
    fetchStub.text('<html><body>Bad gateway</body></html>', { status: 502, statusText: 'Bad Gateway' });
    const html = await expectWpError(wpRequest({ path: 'wp/v2/berita', schema: anything }));
    expect(html.message).toBe('Bad Gateway');
    expect(html.status).toBe(502);
    expect(html.code).toBeUndefined();

    fetchStub.json({ code: 'rest_no_route' }, { status: 404, statusText: 'Not Found' });
    const noMessage = await expectWpError(wpRequest({ path: 'wp/v2/nothing', schema: anything }));
    expect(noMessage.message).toBe('Not Found');
    expect(noMessage.code).toBe('rest_no_route');

    fetchStub.json({ message: '   ' }, { status: 500, statusText: 'Internal Server Error' });
    expect((await expectWpError(wpRequest({ path: 'wp/v2/berita', schema: anything }))).message).toBe('Internal Server Error');
  });

  it("falls back to 'HTTP error {status}' without message and status text", async () => {
    fetchStub.text('', { status: 503, statusText: '' });
    const error = await expectWpError(wpRequest({ path: 'wp/v2/berita', schema: anything }));
    expect(error.message).toBe('HTTP error 503');
    expect(error.status).toBe(503);
  });

  it("maps an unparseable OK answer onto 'Failed to parse JSON response...'", async () => {
    fetchStub.text('<!DOCTYPE html><p>Not JSON</p>', { status: 200 });
    const error = await expectWpError(wpRequest({ path: 'wp/v2/berita', schema: anything }));
    expect(error.message).toBe('Failed to parse JSON response...');
    expect(error.status).toBe(502);
  });

  it("maps an OK answer of the wrong shape onto 'Invalid response format'", async () => {
    fetchStub.json({ ok: 'yes' });
    const error = await expectWpError(wpRequest({ path: 'wp/v2/berita', schema: okSchema }));
    expect(error.message).toBe('Invalid response format');
    expect(error.status).toBe(502);
    expect(error.code).toBe('invalid_response');
  });

  it('reads an empty OK body as null', async () => {
    fetchStub.text('', { status: 200 });
    await expect(wpFetch({ path: 'visitor-stats/v1/track', method: 'POST', schema: z.null() })).resolves.toBeNull();
    fetchStub.text('', { status: 200 });
    await expect(expectWpError(wpFetch({ path: 'wp/v2/berita', schema: okSchema }))).resolves.toMatchObject({ message: 'Invalid response format' });
  });

  it('keeps the texts of behaviour §8', () => {
    expect(REQUEST_ERRORS).toEqual({
      timeout: 'Request timed out',
      network: 'Network error occurred',
      parse: 'Failed to parse JSON response...',
      format: 'Invalid response format',
    });
    expect(httpErrorMessage(418, '', { message: '  Teapot  ' })).toBe('Teapot');
    expect(httpErrorMessage(418, ' I am a teapot ', { message: 42 })).toBe('I am a teapot');
    expect(httpErrorMessage(418, '', null)).toBe('HTTP error 418');
    const error = new WpError('x', 404, 'c');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('WpError');
  });
});

describe('headers and body', () => {
  it('sends JSON Accept and no Authorization without a token', async () => {
    fetchStub.json({ ok: true });
    await wpRequest({ path: 'wp/v2/berita', schema: okSchema });
    expect(fetchStub.headers()).toEqual({ Accept: 'application/json' });
    expect(fetchStub.init().method).toBe('GET');
    expect(fetchStub.init().body).toBeUndefined();
  });

  it('sends the Bearer token when one is given', async () => {
    fetchStub.json({ ok: true });
    await wpRequest({ path: 'wp/v2/berita', schema: okSchema, token: 'jwt.abc.def' });
    expect(fetchStub.headers()).toEqual({ Accept: 'application/json', Authorization: 'Bearer jwt.abc.def' });
  });

  it("asks as the portal's staff reader only on a GET without a token (WordPress believes it only with the portal key)", async () => {
    fetchStub.json({ ok: true });
    await wpRequest({ path: 'wp/v2/berita', schema: okSchema, staffReader: true });
    expect(fetchStub.headers(0)).toEqual({ Accept: 'application/json', 'X-BUA-Staff-Reader': '1' });
    fetchStub.json({ ok: true });
    await wpRequest({ path: 'wp/v2/berita', schema: okSchema, staffReader: true, token: 'jwt' });
    expect(fetchStub.headers(1)).toEqual({ Accept: 'application/json', Authorization: 'Bearer jwt' });
    fetchStub.json({ ok: true });
    await wpRequest({ path: 'wp/v2/berita', method: 'POST', schema: okSchema, staffReader: true });
    expect(fetchStub.headers(2)['X-BUA-Staff-Reader']).toBeUndefined();
  });

  it('JSON-encodes the body with a Content-Type header', async () => {
    fetchStub.json({ ok: true });
    await wpRequest({ path: 'bua/v1/survey', method: 'POST', body: { rating: 'puas', page: '/berita' }, schema: okSchema });
    expect(fetchStub.init().method).toBe('POST');
    expect(fetchStub.init().body).toBe('{"rating":"puas","page":"/berita"}');
    expect(fetchStub.headers()).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('adds extra headers', async () => {
    fetchStub.json({ ok: true });
    await wpRequest({ path: 'visitor-stats/v1/track', method: 'POST', schema: okSchema, headers: { 'User-Agent': 'Jest' } });
    expect(fetchStub.headers()).toEqual({ Accept: 'application/json', 'User-Agent': 'Jest' });
  });

  it('returns data, status and headers; wpFetch returns the data only', async () => {
    fetchStub.json({ ok: true }, { status: 201, headers: { 'X-WP-Total': '7' } });
    const response = await wpRequest({ path: 'wp/v2/berita', schema: okSchema });
    expect(response.data).toEqual({ ok: true });
    expect(response.status).toBe(201);
    expect(response.headers.get('X-WP-Total')).toBe('7');
    fetchStub.json({ ok: false, extra: 1 });
    await expect(wpFetch({ path: 'wp/v2/berita', schema: okSchema })).resolves.toEqual({ ok: false });
  });
});

describe('URLs', () => {
  it('comma-joins arrays and drops empty values', () => {
    expect(
      buildWpUrl('wp/v2/berita', { status: ['publish', 'private'], per_page: 10, _embed: true, bureau: undefined, search: '', author: null, page: 0 }),
    ).toBe('https://cms.bua.test/wp-json/wp/v2/berita?status=publish%2Cprivate&per_page=10&_embed=true&page=0');
    expect(new URL(buildWpUrl('wp/v2/berita', { include: [3, 5, 8] })).searchParams.get('include')).toBe('3,5,8');
  });

  it('builds from WORDPRESS_URL, dropping slashes on both sides of the join', () => {
    process.env.WORDPRESS_URL = 'https://cms.bua.test/';
    expect(buildWpUrl('/wp/v2/media/5')).toBe('https://cms.bua.test/wp-json/wp/v2/media/5');
    delete process.env.WORDPRESS_URL;
    expect(buildWpUrl('wp/v2/media/5')).toBe('http://127.0.0.1:8881/wp-json/wp/v2/media/5');
  });

  it('prefers WORDPRESS_API_URL as the REST root', () => {
    process.env.WORDPRESS_API_URL = 'https://api.bua.test/rest/';
    expect(buildWpUrl('wp/v2/berita', { slug: 'rapat' })).toBe('https://api.bua.test/rest/wp/v2/berita?slug=rapat');
  });

  it('reads the namespaces from the environment, trimmed of slashes', () => {
    expect([wpConfig.authNamespace, wpConfig.customNamespace, wpConfig.statsNamespace]).toEqual(['jwt-auth/v1', 'bua/v1', 'visitor-stats/v1']);
    process.env.WP_AUTH_NAMESPACE = '/my-jwt/v2/';
    process.env.WP_CUSTOM_NAMESPACE = ' agency/v3 ';
    process.env.WP_STATS_NAMESPACE = 'stats/v9/';
    expect([wpConfig.authNamespace, wpConfig.customNamespace, wpConfig.statsNamespace]).toEqual(['my-jwt/v2', 'agency/v3', 'stats/v9']);
  });

  it('fetches the built URL', async () => {
    fetchStub.json({ ok: true });
    await wpRequest({ path: 'wp/v2/berita', query: { slug: 'rapat-kerja', _embed: true }, schema: okSchema });
    expect(fetchStub.url()).toBe('https://cms.bua.test/wp-json/wp/v2/berita?slug=rapat-kerja&_embed=true');
  });
});

describe('caching', () => {
  it('caches anonymous GETs with tags and the default 60 s revalidation', async () => {
    fetchStub.json({ ok: true });
    await wpRequest({ path: 'wp/v2/berita', schema: okSchema, tags: ['wp', 'wp:type:berita'] });
    expect(fetchStub.init().cache).toBeUndefined();
    expect(fetchStub.init().next).toEqual({ tags: ['wp', 'wp:type:berita'], revalidate: 60 });
  });

  it('uses the given revalidate, else WP_REVALIDATE_SECONDS', async () => {
    fetchStub.json({ ok: true });
    await wpRequest({ path: 'wp/v2/berita', schema: okSchema, tags: ['wp'], revalidate: 5 });
    expect(fetchStub.init(0).next).toEqual({ tags: ['wp'], revalidate: 5 });
    process.env.WP_REVALIDATE_SECONDS = '300';
    fetchStub.json({ ok: true });
    await wpRequest({ path: 'wp/v2/berita', schema: okSchema });
    expect(fetchStub.init(1).next).toEqual({ tags: undefined, revalidate: 300 });
  });

  it("caches the staff reader's GETs once for all staff, also under wp:staff-shared (expired by any post change)", async () => {
    fetchStub.json({ ok: true });
    await wpRequest({ path: 'wp/v2/berita', schema: okSchema, tags: ['wp', 'wp:type:berita'], staffReader: true });
    expect(fetchStub.init().cache).toBeUndefined();
    expect(fetchStub.init().next).toEqual({ tags: ['wp', 'wp:type:berita', 'wp:staff-shared'], revalidate: 60 });
  });

  it.each([
    ['a token', { token: 't' }],
    ['a POST', { method: 'POST' as const }],
    ['a DELETE', { method: 'DELETE' as const }],
    ['a forced refresh', { fresh: true }],
  ])('never caches %s', async (_label, extra) => {
    fetchStub.json({ ok: true });
    await wpRequest({ path: 'wp/v2/berita', schema: okSchema, tags: ['wp'], ...extra });
    expect(fetchStub.init().cache).toBe('no-store');
    expect(fetchStub.init().next).toBeUndefined();
  });
});
