import http from 'node:http';
import net from 'node:net';

/** The portal the suite runs against (playwright.config.ts's baseURL). */
export const PORTAL_URL = process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3100}`;

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request with nothing normalised: any method, any header, any bytes. Playwright's request
 * fixture (like fetch) refuses or rewrites some of what an attacker sends (TRACE, made-up methods,
 * a lying Content-Length).
 */
export function rawRequest(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number } = {},
): Promise<RawAnswer> {
  const base = new URL(PORTAL_URL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: base.hostname === 'localhost' ? '127.0.0.1' : base.hostname, port: base.port, method, path, headers: options.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.setTimeout(options.timeoutMs ?? 15_000, () => request.destroy(new Error(`${method} ${path}: no answer in time`)));
    request.on('error', reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}

/** Bytes written straight to the portal's socket; the first line of what comes back (CONNECT has no response object in Node's client). */
export function rawExchange(bytes: string, timeoutMs = 10_000): Promise<string> {
  const base = new URL(PORTAL_URL);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: base.hostname === 'localhost' ? '127.0.0.1' : base.hostname, port: Number(base.port) }, () => socket.write(bytes));
    let received = '';
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('no answer in time')));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('end', () => resolve(received.split('\r\n')[0] ?? ''));
    socket.on('close', () => resolve(received.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}
