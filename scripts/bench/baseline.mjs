// The yardstick of the phone figures: an empty Next.js App Router page (scripts/bench/baseline/: one
// <h1>, one <p>, no client component) of the portal's own next, react and react-dom versions, built
// and served by `next start` on this machine in the same run. Built in a temporary folder outside the
// repository (a Next project inside it would take the portal's proxy.ts and tsconfig for its own),
// whose node_modules is a link to the portal's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { config } from './config.mjs';
import { freePort, run, start, stop, waitForHttp } from './proc.mjs';

/** Builds the empty page and serves it; returns { url, stop }. */
export async function startBaseline({ log }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bua-bench-baseline-'));
  fs.cpSync(path.join(config.root, 'scripts', 'bench', 'baseline'), dir, { recursive: true });
  fs.symlinkSync(path.join(config.root, 'node_modules'), path.join(dir, 'node_modules'));
  const next = path.join(dir, 'node_modules', '.bin', 'next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  await run('baseline build', next, ['build'], { env, cwd: dir, log, timeoutMs: 300_000 });
  const port = await freePort();
  const proc = start('baseline', next, ['start', '-p', String(port), '-H', '127.0.0.1'], { env, cwd: dir, log });
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, { timeoutMs: 60_000, proc });
  return {
    url,
    stop: async () => {
      await stop(proc);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
