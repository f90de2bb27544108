/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSearchEngine } from './engine';

/** The embedded engine kept on disk: what one process wrote, the next opens; two never share it. */
jest.setTimeout(60_000);

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'bua-engine-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('an index written and closed is there when the folder is opened again', async () => {
  const first = await openSearchEngine('', dir);
  await first.run('state-set', ['catch-up', JSON.stringify({ since: '2026-12-01 00:00:00', sinceId: 7 })]);
  expect(readFileSync(path.join(dir, 'owner.pid'), 'utf8')).toBe(String(process.pid));
  await first.close();

  const again = await openSearchEngine('', dir);
  try {
    expect(await again.run('state-get', ['catch-up'])).toEqual([{ value: JSON.stringify({ since: '2026-12-01 00:00:00', sinceId: 7 }) }]);
  } finally {
    await again.close();
  }
});

test('a folder another running process holds is refused, naming it; one left by a process that ended is taken over', async () => {
  const other = spawn('sleep', ['30']);
  try {
    writeFileSync(path.join(dir, 'owner.pid'), String(other.pid));
    await expect(openSearchEngine('', dir)).rejects.toThrow(`the embedded search index in ${dir} is open in process ${other.pid}`);
  } finally {
    other.kill();
  }
  await new Promise((resolve) => other.once('exit', resolve));
  const engine = await openSearchEngine('', dir);
  await engine.close();
});
