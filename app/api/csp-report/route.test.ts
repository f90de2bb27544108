/** @jest-environment node */
import { captureLog } from '@/tests/logCapture';
import { CSP_REPORT_PATH } from '@/lib/security/cspReports';
import { POST } from './route';

function send(body: BodyInit, contentType: string, headers: Record<string, string> = {}) {
  return POST(new Request(`http://localhost${CSP_REPORT_PATH}`, { method: 'POST', headers: { 'Content-Type': contentType, ...headers }, body }));
}

const REPORT_URI = {
  'csp-report': {
    'document-uri': 'https://portal.example/berita/judul?utm_source=surat&id=42',
    referrer: 'https://search.example/?q=nama+pengunjung',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; report-uri /api/csp-report",
    disposition: 'enforce',
    'blocked-uri': 'https://evil.example/x.js?visitor=abc123',
    'status-code': 200,
    'script-sample': '',
  },
};

const REPORTING_API = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://portal.example/search?term=rahasia',
    user_agent: 'Uji/1.0',
    body: {
      documentURL: 'https://portal.example/search?term=rahasia',
      effectiveDirective: 'script-src-elem',
      blockedURL: 'inline',
      disposition: 'report',
      sample: 'alert(document.cookie); /* and much more than forty characters */',
      originalPolicy: "script-src 'self'",
      statusCode: 200,
    },
  },
];

describe(`POST ${CSP_REPORT_PATH}`, () => {
  it('takes a report-uri report (application/csp-report): 204, one log line with the blocked origin and the path only', async () => {
    const lines = captureLog();
    const response = await send(JSON.stringify(REPORT_URI), 'application/csp-report', { Cookie: 'next-auth.session-token=sesi-rahasia', 'x-bua-client-ip': '198.51.100.7' });
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', event: 'csp.violation', directive: 'script-src-elem', disposition: 'enforce', blocked: 'https://evil.example', documentPath: '/berita/judul' })]);
    expect(lines[0]).not.toHaveProperty('sample');
    // Nothing per visitor: no query, no referrer, no address, no cookie.
    expect(JSON.stringify(lines)).not.toMatch(/visitor=|abc123|utm_source|nama|198\.51\.100\.7|sesi-rahasia/);
  });

  it('takes a Reporting API batch (application/reports+json), the sample cut to 40 characters', async () => {
    const lines = captureLog();
    const response = await send(JSON.stringify(REPORTING_API), 'application/reports+json; charset=utf-8');
    expect(response.status).toBe(204);
    expect(lines).toEqual([expect.objectContaining({ event: 'csp.violation', directive: 'script-src-elem', disposition: 'report', blocked: 'inline', documentPath: '/search', sample: 'alert(document.cookie); /* and much more' })]);
    expect(JSON.stringify(lines)).not.toMatch(/rahasia|Uji\/1\.0/);
  });

  it('takes either shape as application/json', async () => {
    expect((await send(JSON.stringify(REPORT_URI), 'application/json')).status).toBe(204);
    expect((await send(JSON.stringify(REPORTING_API), 'application/json')).status).toBe(204);
  });

  it.each([['text/plain'], ['application/x-www-form-urlencoded'], ['multipart/form-data; boundary=x']])('refuses %s (415)', async (contentType) => {
    expect((await send(JSON.stringify(REPORT_URI), contentType)).status).toBe(415);
  });

  it('refuses a body over 16 KiB (413)', async () => {
    const big = { 'csp-report': { ...REPORT_URI['csp-report'], 'original-policy': 'x'.repeat(16 * 1024) } };
    const lines = captureLog();
    expect((await send(JSON.stringify(big), 'application/csp-report')).status).toBe(413);
    expect(lines).toEqual([]);
  });

  it.each([
    ['no JSON', '{"csp-report":', 'application/csp-report'],
    ['no report', '{"hello":"world"}', 'application/csp-report'],
    ['a batch as report-uri', JSON.stringify(REPORTING_API), 'application/csp-report'],
    ['a report-uri body as a batch', JSON.stringify(REPORT_URI), 'application/reports+json'],
    ['a malformed violation in a batch', JSON.stringify([{ type: 'csp-violation', body: { effectiveDirective: 5 } }]), 'application/reports+json'],
  ])('refuses %s (400)', async (_, body, contentType) => {
    expect((await send(body, contentType)).status).toBe(400);
  });
});
