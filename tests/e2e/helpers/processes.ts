import { spawn, type ChildProcess } from 'node:child_process';

/** A project script started by a test (scripts/*.sh), with its output kept for the failure message. */
export interface Started {
  child: ChildProcess;
  output: () => string;
}

export function startScript(script: string, env: Record<string, string | undefined>): Started {
  let output = '';
  const child = spawn('bash', [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  return { child, output: () => output };
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
