// Starts the bench build of the portal (Next's standalone server from .next-bench/standalone) on
// 127.0.0.1:BENCH_PORT. Like scripts/portal-start.sh, but for the bench's own dist dir, so the
// `.next` of `npm start` and scripts/e2e.sh is never touched.
//
//   node scripts/bench/portal.mjs     start it in the foreground (Ctrl-C stops it)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { config, portalEnv } from './config.mjs';
import { portInUse, start, stop, waitForHttp } from './proc.mjs';

/** Copy public/ and the dist dir's static/ beside server.js, as Next's standalone output expects. */
function prepareStandalone() {
  const dist = path.join(config.root, config.distDir);
  const standalone = path.join(dist, 'standalone');
  const server = path.join(standalone, 'server.js');
  if (!fs.existsSync(server)) throw new Error(`bench: no bench build (${server}); run the bench without BENCH_SKIP=build`);
  const copies = [
    [path.join(config.root, 'public'), path.join(standalone, 'public')],
    [path.join(dist, 'static'), path.join(standalone, config.distDir, 'static')],
  ];
  for (const [from, to] of copies) {
    fs.rmSync(to, { recursive: true, force: true });
    if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true });
  }
  // The embedded search index a bench portal kept where it ran (.search/<port>): each start fills
  // its own from the WordPress of this run, as the figures have always been taken.
  fs.rmSync(path.join(standalone, '.search'), { recursive: true, force: true });
  return server;
}

/**
 * Start the server and wait until it answers; returns the process (stop it with stopPortal).
 * `publicFiles` ({ name: text }) are added to its public/ folder first: Next serves them as static
 * files (the yardstick: a page against the same bytes from public/). `env` is added to the
 * portal's environment (e.g. SEARCH_DATABASE_URL: the archive step's search PostgreSQL).
 */
export async function startPortal({ log, publicFiles = {}, env: extraEnv = {} }) {
  if (await portInUse(config.portalPort)) {
    throw new Error(`bench: port ${config.portalPort} is already in use; set BENCH_PORT to a free port`);
  }
  const server = prepareStandalone();
  for (const [name, text] of Object.entries(publicFiles)) fs.writeFileSync(path.join(path.dirname(server), 'public', name), text);
  // Loopback named `localhost`, resolved IPv4 first: as scripts/portal-start.sh does, and for its reason
  // (otherwise Next fetches every rewrite of proxy.ts from itself over HTTP).
  const env = { ...portalEnv(), ...extraEnv, PORT: String(config.portalPort), HOSTNAME: 'localhost', NODE_ENV: 'production' };
  // As scripts/portal-start.sh runs it: the portal's server (client address, 404 marks, ETag, compression).
  const entry = path.join(config.root, 'server', 'index.cjs');
  const proc = start('portal', process.execPath, ['--dns-result-order=ipv4first', entry, path.dirname(server)], { env, cwd: path.dirname(server), log });
  await waitForHttp(`${config.portalUrl}/`, { timeoutMs: 60_000, proc });
  return proc;
}

export async function stopPortal(proc) {
  await stop(proc);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const log = path.join(config.resultsDir, 'logs', 'portal.log');
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const proc = await startPortal({ log });
  console.log(`bench portal: ${config.portalUrl} (pid ${proc.pid}, log ${log}); Ctrl-C stops it`);
  const quit = async () => {
    await stopPortal(proc);
    process.exit(0);
  };
  process.on('SIGINT', quit);
  process.on('SIGTERM', quit);
  await proc.exited;
}
