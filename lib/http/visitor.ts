import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { clientAddress } from './clientAddress';

/** The portal's visitor cookie: a random id and its HMAC, so a client cannot mint ids at will. */
export const VISITOR_COOKIE = 'bua_visitor';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface Visitor {
  /** The trusted client address (one rule: lib/http/clientAddress.ts). */
  ip: string;
  /** 32 hex characters, stable for this browser. */
  id: string;
  /** Set-Cookie value to send when the browser had no valid cookie yet. */
  setCookie?: string;
}

function signingKey(env: NodeJS.ProcessEnv): string {
  return `bua-visitor:${env.NEXTAUTH_SECRET ?? ''}`;
}

function sign(id: string, env: NodeJS.ProcessEnv): string {
  return createHmac('sha256', signingKey(env)).update(id).digest('hex').slice(0, 32);
}

/** The id inside a cookie value, or null when it is missing, malformed or not ours. */
export function verifiedVisitorId(value: string | undefined, env: NodeJS.ProcessEnv = process.env): string | null {
  const match = /^([a-f0-9]{32})\.([a-f0-9]{32})$/.exec(value ?? '');
  if (!match) return null;
  const expected = Buffer.from(sign(match[1]!, env));
  const given = Buffer.from(match[2]!);
  return timingSafeEqual(expected, given) ? match[1]! : null;
}

function cookieValue(headers: Headers, name: string): string | undefined {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() === name) return rest.join('=').trim();
  }
  return undefined;
}

/**
 * The visitor behind a request to a portal route, for WordPress's per-visitor rules (one survey
 * vote per visitor per day, unique visitors per day): the trusted address plus a signed id.
 */
export function visitorOf(request: Request, env: NodeJS.ProcessEnv = process.env): Visitor {
  const ip = clientAddress(request.headers);
  const known = verifiedVisitorId(cookieValue(request.headers, VISITOR_COOKIE), env);
  if (known) return { ip, id: known };
  const id = randomBytes(16).toString('hex');
  const secure = (env.SITE_URL ?? env.NEXTAUTH_URL ?? '').startsWith('https://') ? '; Secure' : '';
  return { ip, id, setCookie: `${VISITOR_COOKIE}=${id}.${sign(id, env)}; Path=/api; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}` };
}
