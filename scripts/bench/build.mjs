// The portal's build (scripts/build.sh) into the bench's own dist dir (.next-bench), timed, with its peak memory:
// the summed RSS of the build's whole process tree sampled from /proc every 100 ms, and the largest
// single process from GNU time (`/usr/bin/time -v`, Debian package `time`) when it is installed.
import fs from 'node:fs';
import path from 'node:path';
import { config, portalEnv } from './config.mjs';
import { start, stop, tail } from './proc.mjs';

const PAGE = 4096;

/** Sum of VmRSS (bytes) of ROOT and all its descendants. */
function treeRss(rootPid) {
  const parent = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // Field 4 (ppid) follows the command, which sits in parentheses and may contain spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parent.set(Number(name), ppid);
    } catch {
      /* exited meanwhile */
    }
  }
  const inTree = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; p = parent.get(p), hops++) if (p === rootPid) return true;
    return false;
  };
  let total = 0;
  for (const pid of parent.keys()) {
    if (!inTree(pid)) continue;
    try {
      total += Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE;
    } catch {
      /* exited meanwhile */
    }
  }
  return total;
}

function dirBytes(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += dirBytes(full);
    else if (entry.isFile()) total += fs.statSync(full).size;
  }
  return total;
}

/**
 * `next build` adds "<distDir>/types/**" entries to tsconfig.json's include for a dist dir it has
 * not seen. Take out only the bench's entries afterwards: the original text comes back byte for
 * byte when nothing else changed meanwhile.
 */
function restoreTsconfig(before) {
  const file = path.join(config.root, 'tsconfig.json');
  if (before == null || !fs.existsSync(file)) return;
  const now = fs.readFileSync(file, 'utf8');
  if (now === before) return;
  let parsed;
  try {
    parsed = JSON.parse(now);
  } catch {
    return; // not plain JSON: leave it alone
  }
  const ours = (entry) => typeof entry === 'string' && entry.startsWith(`${config.distDir}/`);
  if (!Array.isArray(parsed.include) || !parsed.include.some(ours)) return;
  parsed.include = parsed.include.filter((entry) => !ours(entry));
  let original = null;
  try {
    original = JSON.parse(before);
  } catch {
    /* compare below fails: write the filtered JSON */
  }
  const same = original && JSON.stringify(original) === JSON.stringify(parsed);
  fs.writeFileSync(file, same ? before : `${JSON.stringify(parsed, null, 2)}\n`);
}

/**
 * Clean build (the dist dir is removed first, so no fetch or compiler cache of an earlier build
 * is reused and two builds compare). Returns { seconds, peakTreeMiB, maxProcessMiB, ... }.
 */
export async function buildPortal({ log }) {
  const dist = path.join(config.root, config.distDir);
  fs.rmSync(dist, { recursive: true, force: true });
  const build = path.join(config.root, 'scripts/build.sh');
  const timeFile = `${log}.time`;
  fs.rmSync(timeFile, { force: true });
  const gnuTime = fs.existsSync('/usr/bin/time');
  const [cmd, args] = gnuTime
    ? ['/usr/bin/time', ['-v', '-o', timeFile, 'bash', build]]
    : ['bash', [build]];

  const tsconfig = path.join(config.root, 'tsconfig.json');
  const tsconfigBefore = fs.existsSync(tsconfig) ? fs.readFileSync(tsconfig, 'utf8') : null;
  const started = process.hrtime.bigint();
  const proc = start('build', cmd, args, { env: portalEnv(), cwd: config.root, log });
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRss(proc.pid));
  }, 100);
  const timer = setTimeout(() => stop(proc), config.buildTimeoutMs);
  const { code, signal } = await proc.exited;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearTimeout(timer);
  clearInterval(sampler);
  restoreTsconfig(tsconfigBefore);
  if (code !== 0) throw new Error(`bench: the build failed (${code ?? signal}); last lines of ${log}:\n${tail(log)}`);

  let maxProcessMiB = null;
  if (gnuTime) {
    const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(fs.readFileSync(timeFile, 'utf8'));
    if (match) maxProcessMiB = Number(match[1]) / 1024;
  }
  let prerendered = null;
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'prerender-manifest.json'), 'utf8'));
    prerendered = Object.keys(manifest.routes ?? {}).length;
  } catch {
    /* not there: leave unknown */
  }
  const standalone = path.join(dist, 'standalone');
  return {
    seconds,
    peakTreeMiB: peak / 2 ** 20,
    maxProcessMiB,
    prerenderedRoutes: prerendered,
    staticMiB: dirBytes(path.join(dist, 'static')) / 2 ** 20,
    standaloneMiB: fs.existsSync(standalone) ? dirBytes(standalone) / 2 ** 20 : null,
  };
}
