import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInWithApi } from './helpers/auth';

/**
 * The reference front (deploy/nginx/bua-portal.conf, issue 11) with Debian's nginx in front of the
 * production build: anonymous pages come from its micro-cache, a signed-in visitor never does,
 * answers that set a cookie are never stored, build assets are immutable.
 */
const FRONT_PORT = 3180;
const FRONT = `http://127.0.0.1:${FRONT_PORT}`;
const PORTAL_PORT = Number(process.env.E2E_PORT ?? 3100);
let nginx: ChildProcess | undefined;
let dir = '';

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'bua-nginx-'));
  const site = readFileSync(path.join(process.cwd(), 'deploy', 'nginx', 'bua-portal.conf'), 'utf8')
    .replaceAll('@PORTAL_UPSTREAMS@', `server 127.0.0.1:${PORTAL_PORT};`)
    .replaceAll('@CACHE_DIR@', path.join(dir, 'cache'))
    .replaceAll('@LISTEN@', `127.0.0.1:${FRONT_PORT}`)
    .replaceAll('@SERVER_NAME@', 'localhost');
  writeFileSync(path.join(dir, 'bua-portal.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'user root;',
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${dir}/${name};`),
      `  include ${dir}/bua-portal.conf;`,
      '}',
    ].join('\n'),
  );
  // Debian's binary (sbin may not be on a test runner's PATH).
  const binary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  let output = '';
  nginx = spawn(binary, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  nginx.on('error', (error) => (output += error.message));
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(`${FRONT}/robots.txt`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
  throw new Error(`nginx did not start: ${output} ${log}`);
});

test.afterAll(() => {
  nginx?.kill();
});

test('an anonymous page is served from the micro-cache on the next request', async ({ request }) => {
  const first = await request.get(`${FRONT}/profil`);
  expect(first.status()).toBe(200);
  const second = await request.get(`${FRONT}/profil`);
  expect(second.status()).toBe(200);
  expect(second.headers()['x-cache-status']).toBe('HIT');
  expect(await second.text()).toBe(await first.text());
});

test('a signed-in visitor is never served from the cache, nor stored in it', async ({ playwright }) => {
  const staff = await playwright.request.newContext({ baseURL: FRONT });
  await signInWithApi(staff, 'redaktur_kepegawaian');
  for (let i = 0; i < 2; i += 1) expect((await staff.get('/sakip')).headers()['x-cache-status']).toBe('BYPASS');
  await staff.dispose();
});

test('answers that set a cookie and the APIs are never cached; build assets are immutable', async ({ request }) => {
  for (let i = 0; i < 2; i += 1) {
    const captcha = await request.get(`${FRONT}/api/captcha`);
    expect(captcha.headers()['set-cookie']).toBeTruthy();
    expect(captcha.headers()['x-cache-status']).toBeUndefined();
  }
  const html = await (await request.get(`${FRONT}/`)).text();
  const asset = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
  expect(asset, 'the home page links a script').toBeTruthy();
  const script = await request.get(`${FRONT}${asset}`);
  expect(script.status()).toBe(200);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
