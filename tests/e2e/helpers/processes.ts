import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A project script started by a test (scripts/*.sh), with its output kept for the failure message. */
export interface Started {
  child: ChildProcess;
  /** The last 64 KB of its output. */
  output: () => string;
  /** Every line of its output that names one of `needles`, or that is not a JSON log line (a stack trace). */
  linesAbout: (...needles: string[]) => string;
}

export function startScript(script: string, env: Record<string, string | undefined>, args: string[] = []): Started {
  // All of it: a failure's cause may be far back in a flood's log (a test's scripts live minutes).
  const chunks: string[] = [];
  // A process group of its own, as a terminal gives a command: Ctrl-C can be sent to all of it.
  const child = spawn('bash', [script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const all = () => chunks.join('');
  return {
    child,
    output: () => all().slice(-65_536),
    linesAbout: (...needles) => all().split('\n').filter((line) => line && (!line.startsWith('{') || needles.some((needle) => needle && line.includes(needle)))).join('\n').slice(-65_536),
  };
}

/**
 * The environment of a test's own cluster (scripts/cluster.sh): its nginx front on `frontPort`,
 * instances on the ports after it, its own Redis on `redisPort`, and the front as the site's address.
 */
export function clusterEnv(frontPort: number, redisPort: number | string): Record<string, string> {
  const site = `http://localhost:${frontPort}`;
  return { NGINX_PORT: String(frontPort), CLUSTER_BASE_PORT: String(frontPort), REDIS_PORT: String(redisPort), REDIS_URL: `redis://127.0.0.1:${redisPort}`, SITE_URL: site, NEXTAUTH_URL: site };
}

/** Waits until `url` answers 2xx (the script's service is up), or fails with the script's output. */
export async function waitUntilUp(started: Started, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up:\n${started.output()}`);
}

/** Stops a started script (SIGTERM: the scripts stop what they started) and waits for it to end. */
export async function stopScript(started: Started | undefined): Promise<void> {
  if (!started || started.child.exitCode !== null) return;
  const ended = new Promise((resolve) => started.child.once('exit', resolve));
  started.child.kill('SIGTERM');
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/**
 * `bash scripts/cluster.sh <command>` for the cluster of `env`: its exit code and output. Never
 * synchronous: a test's own servers (the WordPress relay) must keep answering meanwhile.
 */
export function clusterCommand(env: Record<string, string>, ...command: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['scripts/cluster.sh', ...command], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

function pidIn(file: string): number[] {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return pid > 0 ? [pid] : [];
  } catch {
    return [];
  }
}

/** The processes a running cluster started: its own, its instances', the fronts' and its Redis's (pid files). */
export function clusterPids(nginxPort: number, redisPorts: number[]): number[] {
  const run = path.join('.cluster', String(nginxPort));
  const instances = readdirSync(run).filter((name) => /^instance-\d+\.pid$/.test(name));
  return [
    ...pidIn(path.join(run, 'cluster.pid')),
    ...instances.flatMap((name) => pidIn(path.join(run, name))),
    ...pidIn(path.join('.nginx', String(nginxPort), 'nginx.pid')),
    // WordPress's front (scripts/wp-front.sh on NGINX_PORT+70): its nginx and its PHP-FPM pool.
    ...['nginx.pid', 'php-fpm.pid'].flatMap((file) => pidIn(path.join('.nginx', `wp-${nginxPort + 70}`, file))),
    ...redisPorts.flatMap((port) => pidIn(path.join('.redis', String(port), 'redis.pid'))),
  ];
}

/** Whether a process is still there (a zombie is not). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}
