import { setLogDestination } from '@/lib/log/logger.cjs';

/** One structured log line (lib/log/logger.cjs), parsed. */
export type LogLine = { level: string; event: string; instance: string; requestId?: string } & Record<string, unknown>;

/**
 * Collects the structured log lines written from now on (unit tests; tests/jest.setup.ts drops
 * them otherwise), so a test can pin what was logged.
 */
export function captureLog(): LogLine[] {
  const lines: LogLine[] = [];
  setLogDestination({ write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return lines;
}
