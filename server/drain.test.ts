/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const drainModule = require('./drain.cjs') as {
  drain: (signal: string, env: Record<string, string>, exit: (code: number) => void) => void;
  track: (server: http.Server, env?: Record<string, string>) => void;
  answerWhileDraining: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  _state: { draining: boolean; warm: boolean };
  _servers: Set<http.Server>;
};

function get(port: number, path: string, agent?: http.Agent, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .request({ port, path, host: '127.0.0.1', agent, headers, method }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on('error', reject)
      .end();
  });
}

const servers: http.Server[] = [];
afterAll(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

describe('draining on SIGTERM (server/drain.cjs)', () => {
  afterEach(() => {
    drainModule._state.draining = false;
    drainModule._state.warm = true;
    drainModule._servers.clear();
  });

  const FRONT = { 'X-Forwarded-For': '203.0.113.9' };

  it('behind a front, stays out of its rotation until it has rendered its warm-up pages itself', async () => {
    let releaseWarmUp: () => void = () => undefined;
    const warmUpAsked = new Promise<void>((asked) => {
      const server = http.createServer((req, res) => {
        if (drainModule.answerWhileDraining(req, res)) return;
        if (req.url === '/warm') {
          asked();
          releaseWarmUp = () => res.end('warm');
          return;
        }
        res.end('ok');
      });
      server.listen(0, '127.0.0.1', () => drainModule.track(server, { TRUSTED_PROXIES: '127.0.0.1', WARM_PATHS: '/warm' }));
      servers.push(server);
    });
    await warmUpAsked;
    const { port } = servers.at(-1)!.address() as AddressInfo;
    expect(JSON.parse((await get(port, '/api/health?ready=1')).body)).toEqual({ status: 'warming' });
    // The front tries another instance for a page; a POST, which it would not retry, is served.
    expect((await get(port, '/berita', undefined, FRONT)).status).toBe(503);
    expect((await get(port, '/api/survey', undefined, FRONT, 'POST')).body).toBe('ok');
    expect((await get(port, '/berita')).body).toBe('ok');
    releaseWarmUp();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await get(port, '/berita', undefined, FRONT)).body).toBe('ok');
    expect((await get(port, '/api/health?ready=1')).body).toBe('ok');
  });

  it('while draining, serves whatever the front sends within the grace, each answer ending its connection', async () => {
    const server = http.createServer((req, res) => {
      if (drainModule.answerWhileDraining(req, res)) return;
      res.end('ok');
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    drainModule.track(server, {});
    drainModule.drain('SIGTERM', { DRAIN_GRACE_MS: '5000', DRAIN_TIMEOUT_MS: '5000' }, () => undefined);
    const page = await get(port, '/berita', undefined, FRONT);
    expect([page.status, page.body, page.connection]).toEqual([200, 'ok', 'close']);
    expect((await get(port, '/api/survey', undefined, FRONT, 'POST')).body).toBe('ok');
    expect((await get(port, '/berita')).body).toBe('ok');
  });

  it('answers readiness 503 at once, finishes the request in flight, refuses new connections, then exits', async () => {
    let release: () => void = () => undefined;
    const server = http.createServer((req, res) => {
      if (drainModule.answerWhileDraining(req, res)) return;
      if (req.url === '/slow') {
        release = () => res.end('done');
        return;
      }
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    drainModule.track(server);
    const agent = new http.Agent({ keepAlive: true });

    const inFlight = get(port, '/slow', agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const exited = new Promise<number>((resolve) => drainModule.drain('SIGTERM', { DRAIN_GRACE_MS: '200', DRAIN_TIMEOUT_MS: '5000' }, resolve));

    const ready = await get(port, '/api/health?ready=1');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'draining' });
    // Within the grace, pages are still served, and say the connection ends.
    const page = await get(port, '/berita');
    expect([page.status, page.connection]).toEqual([200, 'close']);

    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(get(port, '/berita')).rejects.toThrow(/ECONNREFUSED/);
    release();
    expect((await inFlight).body).toBe('done');
    expect(await exited).toBe(0);
    agent.destroy();
  });

  it('a request sent on a kept-alive connection while the process was busy is served, not cut, when the drain closes idle connections', async () => {
    const server = http.createServer((req, res) => {
      if (drainModule.answerWhileDraining(req, res)) return;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    drainModule.track(server);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, '/first', agent)).body).toBe('ok');
    const exited = new Promise<number>((resolve) => drainModule.drain('SIGTERM', { DRAIN_GRACE_MS: '20', DRAIN_TIMEOUT_MS: '2000' }, resolve));
    // The front reuses its idle connection, and the process is busy (a render) until the grace is
    // over: the request's bytes wait, unread, when the drain comes to close idle connections.
    const reused = get(port, '/second', agent);
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        const until = Date.now() + 100;
        while (Date.now() < until);
        resolve();
      }),
    );
    const answer = await reused;
    expect([answer.status, answer.body, answer.connection]).toEqual([200, 'ok', 'close']);
    expect(await exited).toBe(0);
    agent.destroy();
  });

  it('exits after DRAIN_TIMEOUT_MS when a request never ends', async () => {
    const server = http.createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    drainModule.track(server);
    get(port, '/forever').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const code = await new Promise<number>((resolve) => drainModule.drain('SIGTERM', { DRAIN_GRACE_MS: '0', DRAIN_TIMEOUT_MS: '300' }, resolve));
    expect(code).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    server.closeAllConnections();
  });
});
