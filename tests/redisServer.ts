import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Debian's redis-server for unit tests that need a real one: loopback, no persistence, on `port`;
 * resolves once it accepts connections. The test stops it (kill) and may start it again.
 */
export function startRedisServer(port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.on('error', reject);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve(child);
    });
  });
}
