#!/usr/bin/env node
/**
 * A small CAS 3.0 protocol server for the end-to-end tests (no CAS server package exists here).
 * Only what a CAS client uses: /login (a tiny form, or auto-login), /p3/serviceValidate (XML),
 * /logout (with a service to go back to), and the ticket-granting cookie that makes a second
 * /login single sign-on. Service tickets are single use, bound to their exact service string and
 * valid for 60 s, as in the protocol. In memory; for tests only.
 *
 * Environment:
 *   CAS_PORT (8899), CAS_HOST (127.0.0.1), CAS_BASE_PATH (/cas)
 *   CAS_PASSWORD  the password every username signs in with (default cas-demo-2026)
 *   CAS_AUTO_LOGIN_USER  when set, /login signs this user in without the form
 * Health check: GET /health → ok.
 */
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';

const PORT = Number(process.env.CAS_PORT ?? 8899);
const HOST = process.env.CAS_HOST ?? '127.0.0.1';
const BASE = (process.env.CAS_BASE_PATH ?? '/cas').replace(/\/+$/, '');
const PASSWORD = process.env.CAS_PASSWORD ?? 'cas-demo-2026';
const AUTO_USER = process.env.CAS_AUTO_LOGIN_USER ?? '';
const TGC = 'CASTGC';
const TICKET_TTL_MS = 60_000;

/** ticket → { service, user, at } */
const tickets = new Map();
/** ticket-granting session id → user */
const sessions = new Map();

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const escapeXml = escapeHtml;
const newId = (prefix) => `${prefix}-${Date.now()}-${randomBytes(16).toString('hex')}`;

function cookies(req) {
  const jar = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) jar[part.slice(0, index).trim()] = part.slice(index + 1).trim();
  }
  return jar;
}

function validService(service) {
  try {
    const url = new URL(service);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Cache-Control': 'no-store', ...headers });
  res.end(body);
}

function redirectWithTicket(res, service, user, extraHeaders = {}) {
  const ticket = newId('ST');
  tickets.set(ticket, { service, user, at: Date.now() });
  const location = `${service}${service.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;
  send(res, 302, '', { Location: location, ...extraHeaders });
}

function startSession(user) {
  const id = newId('TGT');
  sessions.set(id, user);
  return `${TGC}=${id}; Path=${BASE || '/'}; HttpOnly; SameSite=Lax`;
}

function loginForm(res, service, error = '') {
  send(
    res,
    error ? 401 : 200,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CAS test server</title></head><body>
<main><h1>Central Authentication Service (test)</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(`${BASE}/login`)}">
<input type="hidden" name="service" value="${escapeHtml(service)}">
<label>Username <input name="username" autocomplete="username"></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label>
<button type="submit">LOGIN</button>
</form></main></body></html>`,
    { 'Content-Type': 'text/html; charset=utf-8' },
  );
}

function validationXml(body) {
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">${body}</cas:serviceResponse>`;
}

function serviceValidate(res, query) {
  const service = query.get('service') ?? '';
  const ticket = query.get('ticket') ?? '';
  const xml = { 'Content-Type': 'application/xml; charset=utf-8' };
  if (!service || !ticket) {
    return send(res, 200, validationXml(`<cas:authenticationFailure code="INVALID_REQUEST">service and ticket are required</cas:authenticationFailure>`), xml);
  }
  const entry = tickets.get(ticket);
  tickets.delete(ticket); // Single use, whatever the outcome.
  if (!entry || Date.now() - entry.at > TICKET_TTL_MS) {
    return send(res, 200, validationXml(`<cas:authenticationFailure code="INVALID_TICKET">Ticket ${escapeXml(ticket)} not recognized</cas:authenticationFailure>`), xml);
  }
  if (entry.service !== service) {
    return send(res, 200, validationXml(`<cas:authenticationFailure code="INVALID_SERVICE">Ticket was issued for another service</cas:authenticationFailure>`), xml);
  }
  send(
    res,
    200,
    validationXml(
      `<cas:authenticationSuccess><cas:user>${escapeXml(entry.user)}</cas:user><cas:attributes><cas:email>${escapeXml(entry.user)}@cas.test</cas:email><cas:isFromNewLogin>true</cas:isFromNewLogin></cas:attributes></cas:authenticationSuccess>`,
    ),
    xml,
  );
}

async function readForm(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${HOST}:${PORT}`}`);
  const path = url.pathname;
  try {
    if (path === '/health') return send(res, 200, 'ok', { 'Content-Type': 'text/plain' });

    if (path === `${BASE}/login` && req.method === 'GET') {
      const service = url.searchParams.get('service') ?? '';
      const session = sessions.get(cookies(req)[TGC]);
      if (service && !validService(service)) return send(res, 400, 'invalid service', { 'Content-Type': 'text/plain' });
      if (session && service) return redirectWithTicket(res, service, session);
      if (AUTO_USER && service) return redirectWithTicket(res, service, AUTO_USER, { 'Set-Cookie': startSession(AUTO_USER) });
      if (session) return send(res, 200, `Signed in as ${escapeHtml(session)}`, { 'Content-Type': 'text/html; charset=utf-8' });
      return loginForm(res, service);
    }

    if (path === `${BASE}/login` && req.method === 'POST') {
      const form = await readForm(req);
      const service = form.get('service') ?? '';
      const username = (form.get('username') ?? '').trim();
      if (!username || form.get('password') !== PASSWORD) return loginForm(res, service, 'Invalid credentials.');
      const cookie = startSession(username);
      if (service && validService(service)) return redirectWithTicket(res, service, username, { 'Set-Cookie': cookie });
      return send(res, 200, `Signed in as ${escapeHtml(username)}`, { 'Set-Cookie': cookie, 'Content-Type': 'text/html; charset=utf-8' });
    }

    if (path === `${BASE}/p3/serviceValidate` || path === `${BASE}/serviceValidate`) return serviceValidate(res, url.searchParams);

    if (path === `${BASE}/logout`) {
      sessions.delete(cookies(req)[TGC]);
      const clear = `${TGC}=; Path=${BASE || '/'}; Max-Age=0; HttpOnly; SameSite=Lax`;
      const service = url.searchParams.get('service') ?? '';
      if (service && validService(service)) return send(res, 302, '', { Location: service, 'Set-Cookie': clear });
      return send(res, 200, 'Logout successful', { 'Set-Cookie': clear, 'Content-Type': 'text/plain' });
    }

    send(res, 404, 'not found', { 'Content-Type': 'text/plain' });
  } catch (error) {
    send(res, 500, String(error), { 'Content-Type': 'text/plain' });
  }
});

server.listen(PORT, HOST, () => {
  console.log(`CAS test server on http://${HOST}:${PORT}${BASE}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
