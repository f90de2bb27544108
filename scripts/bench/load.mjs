// HTTP load: N connections for S seconds, keep-alive, no compression (same bytes from every
// server). Debian's wrk (C, one thread per core, BENCH_WRK_THREADS) by default: on 2 cores a Node
// client would cap nginx's figure at its own speed. autocannon's programmatic API (npm) when wrk
// cannot be had, or with BENCH_LOAD_TOOL=autocannon. Both stop after S seconds; autocannon also
// after 1,000,000 requests. Also the warm-up.
import fs from 'node:fs';
import path from 'node:path';
import { config } from './config.mjs';
import { importDep } from './deps.mjs';
import { isRoot, run, sleep } from './proc.mjs';

let tool;

/** 'wrk' (installed with apt-get when missing and root) or 'autocannon'. */
export async function loadTool(log = path.join(config.resultsDir, 'logs', 'wrk-install.log')) {
  if (tool) return tool;
  const wanted = process.env.BENCH_LOAD_TOOL;
  if (wanted === 'autocannon') return (tool = 'autocannon');
  if (!fs.existsSync('/usr/bin/wrk') && isRoot()) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    await run('apt-get install wrk', 'apt-get', ['install', '-y', '--no-install-recommends', 'wrk'], { log, env, allowFail: true });
    if (!fs.existsSync('/usr/bin/wrk')) {
      await run('apt-get update', 'apt-get', ['update'], { log, env });
      await run('apt-get install wrk', 'apt-get', ['install', '-y', '--no-install-recommends', 'wrk'], { log, env, allowFail: true });
    }
  }
  if (fs.existsSync('/usr/bin/wrk')) return (tool = 'wrk');
  if (wanted === 'wrk') throw new Error('bench: BENCH_LOAD_TOOL=wrk but /usr/bin/wrk is missing (apt-get install wrk)');
  return (tool = 'autocannon');
}

/** One load of URL; returns requests/s, latency p50/p99 (ms) and error counts. */
export async function loadUrl(url, { headers = {}, seconds = config.load.seconds, connections = config.load.connections } = {}) {
  return (await loadTool()) === 'wrk' ? wrk(url, headers, seconds, connections) : autocannonLoad(url, headers, seconds, connections);
}

/**
 * A load over several paths of one server in turn (a mix of public pages), with the same figures
 * as loadUrl. wrk takes the rotation from a small Lua script; autocannon from its request list.
 */
export async function loadMix(base, paths, { seconds = config.load.seconds, connections = config.load.connections, headers = {} } = {}) {
  if ((await loadTool()) !== 'wrk') return autocannonLoad(base, headers, seconds, connections, paths);
  const script = path.join(config.resultsDir, 'logs', 'wrk-mix.lua');
  fs.mkdirSync(path.dirname(script), { recursive: true });
  fs.writeFileSync(
    script,
    `local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format("GET", paths[i])\nend\n`,
  );
  return wrk(base, headers, seconds, connections, script);
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
function ms(text) {
  const m = /([\d.]+)(us|ms|s|m)\b/.exec(text ?? '');
  return m ? Number(m[1]) * UNIT_MS[m[2]] : null;
}

async function wrk(url, headers, seconds, connections, script) {
  const args = [`-t${Math.min(config.load.threads, connections)}`, `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '--latency'];
  if (script) args.push('-s', script);
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const out = path.join(config.resultsDir, 'logs', 'wrk-last.out');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.rmSync(out, { force: true });
  await run('wrk', '/usr/bin/wrk', [...args, url], { log: out, timeoutMs: (seconds + 30) * 1000 });
  const stdout = fs.readFileSync(out, 'utf8');
  const grab = (re) => re.exec(stdout)?.[1];
  const total = /(\d+) requests in ([\d.]+)(us|ms|s|m)/.exec(stdout);
  const sockets = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    tool: 'wrk',
    url,
    seconds: total ? (Number(total[2]) * UNIT_MS[total[3]]) / 1000 : null,
    requests: total ? Number(total[1]) : null,
    rps: Number(grab(/Requests\/sec:\s+([\d.]+)/)),
    p50: ms(grab(/^\s+50%\s+(\S+)/m)),
    p99: ms(grab(/^\s+99%\s+(\S+)/m)),
    meanMs: ms(grab(/Latency\s+(\S+)/)),
    non2xx: Number(grab(/Non-2xx or 3xx responses: (\d+)/) ?? 0),
    // A "read error" is also how wrk counts a response ended by closing the connection (php -S
    // answers with Connection: close and no length): those are kept apart, not counted as failures.
    errors: sockets ? Number(sockets[1]) + Number(sockets[3]) : 0,
    readErrors: sockets ? Number(sockets[2]) : 0,
    timeouts: sockets ? Number(sockets[4]) : 0,
  };
}

let autocannon;
async function autocannonLoad(url, headers, seconds, connections, paths) {
  autocannon ??= (await importDep('autocannon')).default;
  const result = await autocannon({
    url,
    ...(paths ? { requests: paths.map((p) => ({ method: 'GET', path: p })) } : {}),
    connections,
    duration: seconds,
    maxOverallRequests: config.load.maxRequests,
    timeout: 10,
    headers,
  });
  return {
    tool: 'autocannon',
    url,
    seconds: result.duration,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    meanMs: result.latency.average,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** One GET; returns { status, cache, bytes, ms, html }. */
export async function fetchPage(url, headers = {}) {
  const started = performance.now();
  const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  const html = await res.text();
  return {
    status: res.status,
    cache: res.headers.get('x-nextjs-cache'),
    bytes: Buffer.byteLength(html),
    ms: performance.now() - started,
    html,
  };
}

/**
 * Warm a portal page: request it until Next serves it from its cache (x-nextjs-cache: HIT) or,
 * for a dynamic page, at least 5 times. Returns the first (cold) and last answers' figures.
 */
export async function warm(url) {
  const first = await fetchPage(url);
  let last = first;
  for (let i = 0; i < 20 && !(last.cache === 'HIT' && i >= 2) && !(last.cache === null && i >= 5); i++) {
    await sleep(last.cache === 'STALE' ? 300 : 50);
    last = await fetchPage(url);
  }
  return { status: last.status, cache: last.cache, bytes: last.bytes, coldMs: first.ms, warmMs: last.ms, html: last.html };
}

const IMAGE_URL = /\/_next\/image\?[^"\s,]+/g;

/**
 * Warm the image optimiser for a page: the `/_next/image` addresses in its HTML (src, srcset,
 * preloads) requested once as a browser asks for it, so Lighthouse measures images served from
 * the optimiser's cache, as a visitor of a live site gets them, not their first resize.
 * Returns how many addresses were warmed.
 */
export async function warmImages(html, base) {
  // Up to 1200 px: the widths Lighthouse's phone (412 px at 1.75x) and desktop (1350 px at 1x) pick.
  const urls = new Set(
    [...html.matchAll(IMAGE_URL)].map(([match]) => match.replace(/&amp;/g, '&')).filter((url) => Number(new URL(url, base).searchParams.get('w')) <= 1200),
  );
  for (const url of urls) {
    const res = await fetch(new URL(url, base), { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' }, signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
  }
  return urls.size;
}
