import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from './fixtures';
import { passwordSignIn, sessionOf, signInWithApi, signOutWithApi } from './helpers/auth';
import { atLeast, loadUntil } from './helpers/load';
import { startScript, stopScript, waitUntilUp, type Started } from './helpers/processes';
import { DEMO_PASSWORD } from './helpers/wp';

/**
 * The state Redis without a single point of failure (docs/deploying.md, "Redis failover"): the
 * cluster of `REDIS_SENTINEL=1 npm run demo:cluster` (scripts/cluster.sh), whose instances reach a
 * primary, its replica and three sentinels through REDIS_SENTINELS. The primary is killed (-9) under
 * a public-page load through the nginx front.
 */
const FRONT_PORT = 3590;
const FRONT = `http://localhost:${FRONT_PORT}`;
const PRIMARY_PORT = 6691;
const CACHE_PORT = PRIMARY_PORT + 1;
const REPLICA_PORT = PRIMARY_PORT + 2;
const SENTINEL_PORT = PRIMARY_PORT + 3;
const REDIS_PORTS = [PRIMARY_PORT, CACHE_PORT, REPLICA_PORT, SENTINEL_PORT, SENTINEL_PORT + 1, SENTINEL_PORT + 2];
/** Spec: sign-in works again within 10 s of the primary's loss. */
const SIGN_IN_WITHIN_MS = 10_000;
/** A new sign-in attempt this often after the kill, each by the next of these staff members. */
const ATTEMPT_EVERY_MS = 1_000;
const SIGN_IN_LOGINS = ['admin_perencanaan', 'admin_umum', 'admin_perlengkapan', 'redaktur_umum', 'redaktur_perlengkapan', 'redaktur_kepegawaian', 'admin_pimpinan', 'redaktur_humas'];
const MIX = ['/', '/berita', '/artikel', '/pengumuman', '/sakip', '/profil', '/berita/biro/humas', '/berita/arsip'];

let cluster: Started | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  // A set of its own, started empty, in its first shape (the primary on PRIMARY_PORT).
  for (const port of REDIS_PORTS) rmSync(path.join('.redis', String(port)), { recursive: true, force: true });
  cluster = startScript('scripts/cluster.sh', {
    REDIS_SENTINEL: '1',
    NGINX_PORT: String(FRONT_PORT),
    CLUSTER_BASE_PORT: String(FRONT_PORT),
    REDIS_PORT: String(PRIMARY_PORT),
    REDIS_CACHE_PORT: String(CACHE_PORT),
    REDIS_CACHE_URL: `redis://127.0.0.1:${CACHE_PORT}`,
    SITE_URL: FRONT,
    NEXTAUTH_URL: FRONT,
    // The load below comes from one address: the limiter is not what is tested here.
    NGINX_LIMIT_RATE: '100000r/s',
    NGINX_LIMIT_BURST: '100000',
  });
  await waitUntilUp(cluster, `${FRONT}/api/health?ready=1`, 120_000);
  for (const port of [FRONT_PORT + 1, FRONT_PORT + 2]) await waitUntilUp(cluster, `http://127.0.0.1:${port}/api/health?ready=1`, 30_000);
});

test.afterAll(async () => {
  await stopScript(cluster);
});

function redisCli(port: number, ...args: string[]): string {
  return execFileSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8' }).trim();
}

/** The primary's port as the sentinels name it. */
const primaryPort = () => Number(redisCli(SENTINEL_PORT, 'sentinel', 'get-master-addr-by-name', 'bua').split('\n').pop());

/** Revoked session ids kept by the Redis on `port`. */
const revocationsOn = (port: number) => redisCli(port, '--scan', '--pattern', 'bua:revoked:sid:*').split('\n').filter(Boolean).length;

/** A context's cookies as one Cookie header, to be sent again from fresh contexts. */
async function cookieHeader(context: APIRequestContext): Promise<string> {
  return (await context.storageState()).cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/**
 * Who the portal says a cookie belongs to, asked from a context of its own each time (a refusal that
 * deletes the cookie in a jar would otherwise make every later check pass).
 */
async function userOf(playwright: PlaywrightWorkerArgs['playwright'], cookie: string): Promise<string | undefined> {
  const context = await playwright.request.newContext({ baseURL: FRONT, extraHTTPHeaders: { cookie } });
  try {
    return (await sessionOf(context)).user?.login;
  } finally {
    await context.dispose();
  }
}

test('the primary killed under load: every page 200, sign-in back within 10 s, a signed-out cookie stays refused', async ({ playwright, request }) => {
  test.setTimeout(180_000);
  expect(primaryPort()).toBe(PRIMARY_PORT);

  // Before the kill: one session signed out (its cookie kept), one kept signed in.
  const signedOut = await playwright.request.newContext({ baseURL: FRONT });
  await signInWithApi(signedOut, 'admin_kepegawaian');
  const revokedCookie = await cookieHeader(signedOut);
  await signOutWithApi(signedOut);
  await signedOut.dispose();
  expect(await userOf(playwright, revokedCookie)).toBeUndefined();
  // Sign-out answered only once the replica had the revocation.
  expect(revocationsOn(REPLICA_PORT)).toBe(1);
  const kept = await playwright.request.newContext({ baseURL: FRONT });
  await signInWithApi(kept, 'admin_keuangan');
  const keptCookie = await cookieHeader(kept);
  await kept.dispose();

  const measured = { failoverMs: Infinity, signInMs: Infinity, signedInMs: Infinity, attempts: [] as string[] };
  const refusedMeanwhile: (string | undefined)[] = [];
  const failover = async () => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const pid = Number(readFileSync(path.join('.redis', String(PRIMARY_PORT), 'redis.pid'), 'utf8'));
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');
    const since = () => Date.now() - killedAt;
    const watch = setInterval(() => {
      if (measured.failoverMs === Infinity && primaryPort() === REPLICA_PORT) measured.failoverMs = since();
    }, 100);
    try {
      // People keep trying to sign in, one more every ATTEMPT_EVERY_MS (each as someone else, so no
      // throttle is reached), whether or not the last one has answered: sign-in works again from the
      // start of the first attempt that signs in (until then each fails at once, "Server error").
      // How long an attempt takes is the load's doing on this 2-core machine, reported beside it.
      // Meanwhile, apart, the signed-out cookie is tried again and again.
      let signedIn = false;
      const cookieChecks = (async () => {
        while (!signedIn && since() < SIGN_IN_WITHIN_MS + 10_000) {
          refusedMeanwhile.push(await userOf(playwright, revokedCookie));
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      })();
      const attempt = async (login: string) => {
        const context = await playwright.request.newContext({ baseURL: FRONT });
        const started = since();
        const error = await passwordSignIn(context, login, DEMO_PASSWORD).catch((failure: Error) => failure.message);
        await context.dispose();
        measured.attempts.push(`${login} ${started}–${since()} ms: ${error ?? 'signed in'}`);
        if (error === null) {
          measured.signInMs = Math.min(measured.signInMs, started);
          measured.signedInMs = Math.min(measured.signedInMs, since());
          signedIn = true;
        }
      };
      const attempts: Promise<void>[] = [];
      for (let turn = 0; !signedIn && since() < SIGN_IN_WITHIN_MS + 10_000; turn += 1) {
        attempts.push(attempt(SIGN_IN_LOGINS[turn % SIGN_IN_LOGINS.length]!));
        await new Promise((resolve) => setTimeout(resolve, ATTEMPT_EVERY_MS));
      }
      await Promise.all(attempts);
      signedIn = true;
      await cookieChecks;
    } finally {
      clearInterval(watch);
    }
  };
  const { failures, requests } = await loadUntil(request, FRONT, MIX, atLeast(20_000, failover()), 20);
  test.info().annotations.push(
    { type: 'load', description: `${requests} requests, ${failures.length} not 200` },
    { type: 'failover', description: `sentinels named the replica ${measured.failoverMs} ms after the kill; the signed-out cookie tried ${refusedMeanwhile.length} times meanwhile` },
    { type: 'sign-in', description: `worked again for an attempt begun ${measured.signInMs} ms after the kill (the first person signed in at ${measured.signedInMs} ms); attempts ${measured.attempts.join('; ')}` },
  );
  // Printed too, so that a run's log shows where the time went.
  for (const { type, description } of test.info().annotations) console.log(`[failover] ${type}: ${description}`);
  if (measured.signInMs > SIGN_IN_WITHIN_MS) console.log(`[failover] the cluster's last lines:\n${cluster!.output()}`);

  expect(failures).toEqual([]);
  expect(requests).toBeGreaterThan(200);
  expect(measured.signInMs).toBeLessThanOrEqual(SIGN_IN_WITHIN_MS);
  expect(primaryPort()).toBe(REPLICA_PORT);
  // The revocation survived: refused throughout and on the new primary, where it is a key, not a
  // guess (a session that was not signed out is still accepted there).
  expect(refusedMeanwhile.length).toBeGreaterThan(0);
  expect(refusedMeanwhile.filter(Boolean)).toEqual([]);
  expect(await userOf(playwright, revokedCookie)).toBeUndefined();
  expect(await userOf(playwright, keptCookie)).toBe('admin_keuangan');
  expect(revocationsOn(REPLICA_PORT)).toBe(1);
});
