// nginx serving the portal's saved HTML as static files: the physical limit of this machine for
// those bytes. A temporary config in a temp dir, one worker (like the portal's one Node process),
// loopback only, no access log; started as the bench's own process and stopped by its pid.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { config } from './config.mjs';
import { isRoot, portInUse, run, start, stop, waitForHttp } from './proc.mjs';

/**
 * Path of an nginx binary. Missing: as root, `apt-get install nginx` (Debian's package; where a
 * policy-rc.d does not forbid it, its post-install may also start the system service); otherwise
 * `apt-get download nginx` + `dpkg -x` into the bench cache (no root needed, nothing started).
 */
export async function ensureNginx(log) {
  for (const candidate of ['/usr/sbin/nginx', path.join(config.cacheDir, 'nginx/usr/sbin/nginx')]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (isRoot()) {
    await run('apt-get update', 'apt-get', ['update'], { log, env });
    await run('apt-get install nginx', 'apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { log, env });
    return '/usr/sbin/nginx';
  }
  const debs = path.join(config.cacheDir, 'debs');
  fs.mkdirSync(debs, { recursive: true });
  await run('apt-get download nginx', 'apt-get', ['download', 'nginx'], { log, env, cwd: debs });
  const deb = fs.readdirSync(debs).find((f) => /^nginx_.*\.deb$/.test(f));
  await run('dpkg -x nginx', 'dpkg', ['-x', path.join(debs, deb), path.join(config.cacheDir, 'nginx')], { log });
  return path.join(config.cacheDir, 'nginx/usr/sbin/nginx');
}

/**
 * Serve FILES ({ name: html }) at http://127.0.0.1:PORT/NAME. Returns { proc, url(name), dir }.
 */
export async function startNginx({ binary, files, log }) {
  if (await portInUse(config.nginxPort)) {
    throw new Error(`bench: port ${config.nginxPort} is already in use; set BENCH_NGINX_PORT to a free port`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bua-bench-nginx-'));
  const docroot = path.join(dir, 'html');
  fs.mkdirSync(docroot);
  for (const [name, html] of Object.entries(files)) fs.writeFileSync(path.join(docroot, name), html);
  // Workers run as `nobody` when nginx starts as root: they must be able to read the docroot.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(docroot, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  default_type text/html;
  charset utf-8;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${config.nginxPort};
    root ${docroot};
    location / { try_files $uri =404; }
  }
}
`,
  );
  const proc = start('nginx', binary, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { log });
  const base = `http://127.0.0.1:${config.nginxPort}`;
  await waitForHttp(`${base}/`, { timeoutMs: 15_000, proc });
  return { proc, dir, url: (name) => `${base}/${name}` };
}

export async function stopNginx(server) {
  if (!server) return;
  await stop(server.proc, { signal: 'SIGQUIT' });
  fs.rmSync(server.dir, { recursive: true, force: true });
}
