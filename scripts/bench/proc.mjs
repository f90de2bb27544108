// Child processes of the bench: each runs in its own process group (its pid), writes to a log
// file, and is stopped by that pid. Every process still running is stopped by stopAll() on exit.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const running = new Map(); // pid -> { name, exited }

/**
 * Start CMD ARGS in a new process group with stdout and stderr appended to LOG (stdin closed).
 * Returns { pid, name, exited } where exited resolves to { code, signal }. With `pipe`, stdin and
 * stdout are pipes instead (the returned `child` holds them); stderr still goes to LOG.
 */
export function start(name, cmd, args, { env = process.env, cwd, log, pipe = false }) {
  const fd = fs.openSync(log, 'a');
  let child;
  try {
    child = spawn(cmd, args, { env, cwd, detached: true, stdio: pipe ? ['pipe', 'pipe', fd] : ['ignore', fd, fd] });
  } finally {
    fs.closeSync(fd);
  }
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
    child.on('error', (error) => resolve({ code: -1, signal: null, error }));
  });
  if (!child.pid) throw new Error(`bench: could not start ${name} (${cmd})`);
  const proc = { pid: child.pid, name, exited, ...(pipe ? { child } : {}) };
  running.set(child.pid, proc);
  exited.then(() => running.delete(child.pid));
  return proc;
}

/** Stop a process started by start(): SIGTERM to its group, SIGKILL after GRACE ms. */
export async function stop(proc, { signal = 'SIGTERM', graceMs = 10_000 } = {}) {
  if (!proc || !running.has(proc.pid)) return;
  signalGroup(proc.pid, signal);
  const timer = new Promise((resolve) => setTimeout(() => resolve('timeout'), graceMs));
  if ((await Promise.race([proc.exited, timer])) === 'timeout') {
    signalGroup(proc.pid, 'SIGKILL');
    await proc.exited;
  }
  // The leader is gone; make sure no member of its group (workers) stays behind.
  signalGroup(proc.pid, 'SIGKILL');
}

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
    /* already gone */
  }
}

/** Stop every process the bench still runs (newest first). */
export async function stopAll() {
  for (const proc of [...running.values()].reverse()) await stop(proc, { graceMs: 5000 });
}

/** Run a command to completion; resolves with its exit code, rejects with the log tail on failure. */
export async function run(name, cmd, args, { env, cwd, log, timeoutMs = 600_000, allowFail = false } = {}) {
  const proc = start(name, cmd, args, { env, cwd, log });
  const timer = setTimeout(() => stop(proc), timeoutMs);
  const { code, signal, error } = await proc.exited;
  clearTimeout(timer);
  if ((code !== 0 || error) && !allowFail) {
    throw new Error(`bench: ${name} failed (${error?.message ?? `exit ${code ?? signal}`}); last lines of ${log}:\n${tail(log)}`);
  }
  return code;
}

/**
 * Run a command that reads INPUT on stdin and answers on stdout; resolves with its stdout. Stopped
 * after TIMEOUT ms; rejects with the tail of LOG (its stderr) when it fails.
 */
export async function runPiped(name, cmd, args, { env, cwd, log, input = '', timeoutMs = 600_000 } = {}) {
  const proc = start(name, cmd, args, { env, cwd, log, pipe: true });
  const chunks = [];
  proc.child.stdout.on('data', (chunk) => chunks.push(chunk));
  // 'exit' can come before the last of stdout has been read.
  const drained = new Promise((resolve) => proc.child.stdout.once('close', resolve));
  // A command that exits before reading everything closes the pipe: its exit code tells.
  proc.child.stdin.on('error', () => {});
  proc.child.stdin.end(input);
  const timer = setTimeout(() => stop(proc), timeoutMs);
  const { code, signal, error } = await proc.exited;
  clearTimeout(timer);
  await drained;
  if (code !== 0 || error) {
    throw new Error(`bench: ${name} failed (${error?.message ?? `exit ${code ?? signal}`}); last lines of ${log}:\n${tail(log)}`);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function tail(file, lines = 25) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Resolve when URL answers with any HTTP status, or reject after TIMEOUT ms (or when PROC exits). */
export async function waitForHttp(url, { timeoutMs = 60_000, proc } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  proc?.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`bench: ${proc.name} exited before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
      await res.arrayBuffer();
      return res.status;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`bench: ${url} did not answer within ${timeoutMs / 1000} s`);
}

/** True when something already listens on 127.0.0.1:PORT. */
export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A free loopback port chosen by the kernel. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}
