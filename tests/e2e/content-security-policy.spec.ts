import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { signInContext, signInWithApi } from './helpers/auth';
import { directive, hashesOf } from './helpers/csp';
import { disclosure } from './helpers/disclosure';
import { withoutComplaintPopup } from './helpers/home';
import { openHydrated } from './helpers/hydration';
import { HOME_AND_LISTS } from './helpers/routes';
import { withCreatedPost } from './helpers/staff';
import { wpPosts, wpToken } from './helpers/wp';

/**
 * The strict Content-Security-Policy (next.config.ts contentSecurityPolicy, server/scriptHashes.cjs):
 * no 'unsafe-inline' for scripts, each inline script of a page allowed by its hash and nothing else
 * inline, no host that serves JSONP or AngularJS, violations reported to the portal.
 */

// Offline mode's worker would answer some navigations itself (offline.spec.ts tests it).
test.use({ serviceWorkers: 'block' });

const PUBLIC_PAGES = [...HOME_AND_LISTS, '/berita/arsip', '/sakip', '/profil', '/BiroHumas', '/search?term=mahkamah', '/login', '/offline', '/halaman-yang-tidak-ada'];
const STAFF_PAGES = ['/admin', '/admin/berita', '/admin-dashboard', '/admin-sakip', '/profile'];

async function postPath(request: APIRequestContext): Promise<string> {
  const [post] = await wpPosts(request, 'berita', { per_page: 1 });
  return `/berita/${post!.slug}`;
}

function highFindings(policy: string): string[] {
  const findings = new CspEvaluator(new CspParser(policy).csp).evaluate();
  return findings.filter((finding) => finding.severity === Severity.HIGH).map((finding) => `${finding.directive} ${finding.value}: ${finding.description}`);
}

test('each page kind allows exactly its own inline scripts, by hash; no inline script otherwise, no bypassable host', async ({ request }) => {
  for (const path of [...PUBLIC_PAGES, await postPath(request)]) {
    const response = await request.get(path);
    const policy = response.headers()['content-security-policy'] ?? '';
    const scriptSources = directive(policy, 'script-src');
    expect(scriptSources, path).not.toContain("'unsafe-inline'");
    expect(scriptSources, path).not.toContain("'unsafe-eval'");
    for (const host of ['https://translate.google.com', 'https://translate.googleapis.com', 'https://www.gstatic.com']) expect(scriptSources, path).not.toContain(host);
    const { allowed, needed } = hashesOf(policy, await response.text());
    expect(needed.length, `${path} has Next's inline scripts`).toBeGreaterThan(0);
    expect(allowed, path).toEqual(needed);
    expect(directive(policy, 'base-uri'), path).toEqual(["'none'"]);
    expect(directive(policy, 'object-src'), path).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors'), path).toEqual(["'none'"]);
    expect(directive(policy, 'report-uri'), path).toEqual(['/api/csp-report']);
    expect(response.headers()['reporting-endpoints'], path).toBe('csp="/api/csp-report"');
    expect(response.headers()['content-security-policy-report-only'], path).toContain("require-trusted-types-for 'script'");
    expect(highFindings(policy), path).toEqual([]);
  }
});

test('a 304 carries the same policy as its 200', async ({ request }) => {
  await request.get('/berita');
  const first = await request.get('/berita');
  const etag = first.headers()['etag']!;
  expect(etag).toBeTruthy();
  const again = await request.get('/berita', { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  expect(again.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
});

test('CSP Evaluator finds nothing of high severity on the staff screens and the signed-in twins either', async ({ playwright }) => {
  const staff = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await signInWithApi(staff, 'admin_humas');
  for (const path of [...STAFF_PAGES, '/berita', '/berita/arsip']) {
    const response = await staff.get(path);
    expect(response.status(), path).toBe(200);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(directive(policy, 'script-src'), path).not.toContain("'unsafe-inline'");
    const { allowed, needed } = hashesOf(policy, await response.text());
    expect(allowed, path).toEqual(needed);
    expect(highFindings(policy), path).toEqual([]);
  }
  await staff.dispose();
});

/** Records every violation the page sees (enforced and reported-only), from before its first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string; disposition: string; sample: string }[] = [];
    (window as unknown as { __violations: typeof seen }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, disposition: event.disposition, sample: event.sample });
    });
  });
}

interface Violation {
  directive: string;
  blocked: string;
  disposition: string;
  sample: string;
}

const violations = (page: Page, disposition = 'enforce'): Promise<Violation[]> =>
  page.evaluate((wanted) => (window as unknown as { __violations: Violation[] }).__violations.filter((seen) => seen.disposition === wanted), disposition);

test('no violation in Chromium while each public page hydrates and its parts work', async ({ page, request }) => {
  test.setTimeout(120_000);
  await recordViolations(page);
  await withoutComplaintPopup(page);
  for (const path of [...PUBLIC_PAGES.filter((path) => path !== '/offline'), await postPath(request)]) {
    await openHydrated(page, path);
    expect(await violations(page), path).toEqual([]);
  }
  // The parts that run scripts: the header's bureau menu and search, the carousel, sign-in's captcha.
  await openHydrated(page, '/');
  await disclosure(page, 'Daftar biro').click();
  await page.keyboard.press('Escape');
  await disclosure(page, 'Buka pencarian').click();
  await page.getByRole('group', { name: 'Pilih berita' }).getByRole('button').nth(1).click();
  await openHydrated(page, '/login');
  await expect.poll(() => page.getByTestId('captcha-image').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(await violations(page)).toEqual([]);
});

test('the EN switch loads the translation widget: its loader is allowed, no violation', async ({ page }) => {
  await recordViolations(page);
  // Offline here: the loader is answered by the test, which proves the browser asked for it.
  const asked = page.waitForRequest((request) => request.url().startsWith('https://translate.google.com/translate_a/element.js'));
  await page.route('https://translate.google.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__translateLoader = true;' }));
  await openHydrated(page, '/berita');
  await page.getByRole('group', { name: 'Bahasa / Language' }).getByRole('button', { name: 'en' }).click();
  await asked;
  await expect.poll(() => page.evaluate(() => (window as unknown as { __translateLoader?: boolean }).__translateLoader)).toBe(true);
  expect(await violations(page)).toEqual([]);
});

test('no violation on the signed-in twins and the staff screens', async ({ page, context }) => {
  test.setTimeout(120_000);
  await recordViolations(page);
  await withoutComplaintPopup(page);
  await signInContext(context, 'admin_humas');
  for (const path of [...STAFF_PAGES, '/', '/berita', '/berita/arsip']) {
    await openHydrated(page, path);
    expect(await violations(page), path).toEqual([]);
  }
});

/** The portal's count of reported violations of `directive` (its metrics, on the instance itself). */
async function reportedViolations(request: APIRequestContext, directive: string): Promise<number> {
  const text = await (await request.get('/api/metrics')).text();
  const line = text.split('\n').find((row) => row.startsWith('bua_csp_violations_total{') && row.includes(`directive="${directive}"`) && row.includes('disposition="enforce"'));
  return line ? Number(line.split(' ').pop()) : 0;
}

/**
 * What content handling might let through if the sanitiser slipped: each would set its own flag.
 * Two are dressed as Next's and React's own inline scripts.
 */
const INJECTED = [
  '<script>window.__x1 = 1</script>',
  '<img src="/x.png" onerror="window.__x2 = 1">',
  '<svg onload="window.__x3 = 1"></svg>',
  '<iframe srcdoc="<script>parent.__x4 = 1</script>"></iframe>',
  '<script>self.__next_f.push([1,"x"]);window.__x5 = 1</script>',
  '<script>$RC("B:0","S:0");window.__x6 = 1</script>',
  '<a id="injected-link" href="javascript:window.__x7 = 1">tautan</a>',
  '<object data="data:text/html,<script>parent.__x8 = 1</script>"></object>',
  '<script type="text/ecmascript">window.__x9 = 1</script>',
];

test('scripts that got into a page are blocked, and the browser reports them to the portal', { tag: '@writes' }, async ({ page, request, allowProblem }) => {
  allowProblem(/violates the following Content Security Policy/);
  allowProblem(/404 GET \S+\/x\.png /);
  const before = await reportedViolations(request, 'script-src-elem');
  await recordViolations(page);
  await withoutComplaintPopup(page);
  // The page as the server sent it, with what a slip in content handling would add. Its policy
  // reports through report-uri here, as Firefox and Safari do: with report-to, Chromium sends
  // through the Reporting API, which does not take an endpoint from an answer a test fulfils.
  await page.route('**/berita', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.text()).replace('</body>', `${INJECTED.join('')}</body>`);
    const headers = { ...answer.headers(), 'content-security-policy': answer.headers()['content-security-policy']!.replace(/;\s*report-to [^;]+/, '') };
    await route.fulfill({ response: answer, body, headers });
  });
  await openHydrated(page, '/berita');
  await page.locator('#injected-link').click();
  const ran = () => page.evaluate(() => Array.from({ length: 9 }, (_, i) => (window as unknown as Record<string, unknown>)[`__x${i + 1}`]).filter((flag) => flag !== undefined).length);
  await expect.poll(async () => [...new Set((await violations(page)).map((seen) => seen.directive))].sort()).toEqual(expect.arrayContaining(['object-src', 'script-src-attr', 'script-src-elem']));
  expect(await ran()).toBe(0);
  await expect.poll(() => reportedViolations(request, 'script-src-elem'), { timeout: 15_000 }).toBeGreaterThan(before);
});

test('an image another site hosts shows as a link to it, never as a broken image', { tag: '@writes' }, async ({ page, request }) => {
  await recordViolations(page);
  await withoutComplaintPopup(page);
  const token = await wpToken(request, 'admin_humas');
  const content = '<figure><img src="https://unggahan.example.org/peta.jpg" alt="Peta wilayah kerja"/><figcaption>Wilayah kerja BUA</figcaption></figure><p><img src="https://unggahan.example.org/tanpa-alt.png" alt=""/></p>';
  await withCreatedPost(request, token, 'berita', { title: 'Uji gambar dari situs lain', content }, async (post) => {
    await openHydrated(page, `/berita/${post.slug}`);
    await expect(page.getByRole('link', { name: 'Peta wilayah kerja' })).toHaveAttribute('href', 'https://unggahan.example.org/peta.jpg');
    await expect(page.getByText('Wilayah kerja BUA')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lihat gambar' })).toHaveAttribute('href', 'https://unggahan.example.org/tanpa-alt.png');
    await expect(page.locator('img[src*="unggahan.example.org"]')).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });
});

// Last in this file: it spends the endpoint's budget.
test('the report endpoint takes only small reports of its two kinds, and a bounded number of them', { tag: '@writes' }, async ({ request }) => {
  const report = { 'csp-report': { 'document-uri': 'http://localhost/berita?x=1', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline', disposition: 'enforce' } };
  const sent = (data: unknown, type = 'application/csp-report') => request.post('/api/csp-report', { headers: { 'Content-Type': type }, data: typeof data === 'string' ? data : JSON.stringify(data) });
  expect((await sent(report)).status()).toBe(204);
  expect((await sent([{ type: 'csp-violation', body: { documentURL: 'http://localhost/', effectiveDirective: 'img-src', blockedURL: 'https://x.example/a.png', disposition: 'report' } }], 'application/reports+json')).status()).toBe(204);
  expect((await sent(report, 'text/plain')).status()).toBe(415);
  expect((await sent({ 'csp-report': { sample: 'x'.repeat(20_000) } })).status()).toBe(413);
  expect((await sent('{not json')).status()).toBe(400);
  const statuses: number[] = [];
  for (let i = 0; i < 70; i += 1) statuses.push((await sent(report)).status());
  expect(statuses).toContain(429);
  const refused = await sent(report);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
});
