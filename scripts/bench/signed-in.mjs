// Signed-in pages and the staff dashboards under load. A staff member signs in through
// the portal's own password door (the bench portal accepts a fixed captcha answer, as the e2e
// build does), then each page is loaded with that session cookie: the proxy rewrites it to its
// signed-in twin (private posts, INTERNAL badges), cached once for all staff.
import { config } from './config.mjs';
import { loadUrl } from './load.mjs';

/** The fixed captcha answer of the bench portal (portalEnv in config.mjs). */
export const BENCH_CAPTCHA = 'BENCH1';
const PASSWORD = process.env.DEMO_USER_PASSWORD ?? 'bua-demo-2026';

/** The session cookie of `username`, signed in by password; throws if the portal refuses. */
export async function signIn(username) {
  const jar = new Map();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const send = async (pathname, init = {}) => {
    const response = await fetch(config.portalUrl + pathname, { redirect: 'manual', ...init, headers: { cookie: cookie(), ...init.headers } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  await send('/api/captcha');
  const { csrfToken } = await (await send('/api/auth/csrf')).json();
  const form = new URLSearchParams({ username, password: PASSWORD, captcha: BENCH_CAPTCHA, csrfToken, callbackUrl: '/', json: 'true' });
  await send('/api/auth/callback/password', { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1' } });
  const session = await (await send('/api/auth/session')).json();
  if (session?.user?.login !== username) throw new Error(`bench: the portal did not sign ${username} in`);
  return cookie();
}

/** Each of `routes` signed in as a bureau admin, then the admin and editor dashboards. */
export async function measureSignedIn(routes, say = () => {}) {
  const admin = await signIn('admin_humas');
  const pages = {};
  for (const route of routes) {
    say(`  load ${route.path}: signed in`);
    pages[route.key] = await loadUrl(config.portalUrl + route.path, { headers: { cookie: admin } });
  }
  // Each dashboard under the same load, and for one user alone (one connection).
  say('  load /admin: the admin dashboard');
  const adminDashboard = await loadUrl(`${config.portalUrl}/admin`, { headers: { cookie: admin } });
  const adminDashboardAlone = await loadUrl(`${config.portalUrl}/admin`, { headers: { cookie: admin }, connections: 1 });
  const editor = await signIn('redaktur_humas');
  say('  load /redaktur-dashboard: the editor dashboard');
  const editorDashboard = await loadUrl(`${config.portalUrl}/redaktur-dashboard`, { headers: { cookie: editor } });
  const editorDashboardAlone = await loadUrl(`${config.portalUrl}/redaktur-dashboard`, { headers: { cookie: editor }, connections: 1 });
  return { pages, adminDashboard, adminDashboardAlone, editorDashboard, editorDashboardAlone };
}
