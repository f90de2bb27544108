/** @jest-environment node */
import { metrics } from '@/lib/metrics/metrics.cjs';
import { captureLog } from '@/tests/logCapture';
import { cspReportBudget, handleCspReport, MAX_VIOLATIONS_PER_REPORT } from './cspReports';

function report(body: unknown, budget = cspReportBudget()) {
  return handleCspReport(new Request('http://localhost/api/csp-report', { method: 'POST', headers: { 'Content-Type': 'application/reports+json' }, body: JSON.stringify(body) }), budget);
}

function violation(directive: string) {
  return { type: 'csp-violation', body: { documentURL: 'https://portal.example/', effectiveDirective: directive, blockedURL: 'inline', disposition: 'enforce' } };
}

async function counted(counter: { get(): Promise<{ values: { labels: Record<string, string | number>; value: number }[] }> }) {
  return (await counter.get()).values.map(({ labels, value }) => ({ labels, value }));
}

beforeEach(() => {
  metrics.cspViolations.reset();
  metrics.cspReportsDropped.reset();
});

describe('handleCspReport', () => {
  it('counts each violation by a bounded directive label and its disposition', async () => {
    const response = await report([violation('script-src-elem'), violation('script-src-elem'), violation('made-up-src')]);
    expect(response.status).toBe(204);
    expect(await counted(metrics.cspViolations)).toEqual(
      expect.arrayContaining([
        { labels: { directive: 'script-src-elem', disposition: 'enforce' }, value: 2 },
        { labels: { directive: 'other', disposition: 'enforce' }, value: 1 },
      ]),
    );
  });

  it(`logs at most ${MAX_VIOLATIONS_PER_REPORT} violations of one body and counts the rest as dropped`, async () => {
    const lines = captureLog();
    const response = await report(Array.from({ length: 25 }, () => violation('img-src')));
    expect(response.status).toBe(204);
    expect(lines.filter((line) => line.event === 'csp.violation')).toHaveLength(MAX_VIOLATIONS_PER_REPORT);
    expect(await counted(metrics.cspReportsDropped)).toEqual([{ labels: { reason: 'excess' }, value: 25 - MAX_VIOLATIONS_PER_REPORT }]);
  });

  it('answers 429 with Retry-After past the budget, logging nothing and counting the drop', async () => {
    const budget = cspReportBudget(2, 10);
    expect((await report([violation('img-src')], budget)).status).toBe(204);
    expect((await report([violation('img-src')], budget)).status).toBe(204);
    const lines = captureLog();
    const refused = await report([violation('img-src')], budget);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(10);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(lines).toEqual([]);
    expect(await counted(metrics.cspReportsDropped)).toEqual([{ labels: { reason: 'throttled' }, value: 1 }]);
  });

  it('refuses past the budget before reading the body', async () => {
    const budget = cspReportBudget(1, 10);
    await report([], budget);
    expect((await report('not even JSON', budget)).status).toBe(429);
  });
});
