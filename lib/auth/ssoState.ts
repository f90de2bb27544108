import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { SSO_STATE_TTL_SECONDS } from './constants';

function statePassword(env: NodeJS.ProcessEnv): string {
  const base = env.NEXTAUTH_SECRET?.trim() || env.AUTH_SECRET?.trim();
  if (!base) throw new Error('NEXTAUTH_SECRET must be set for single sign-on.');
  return createHash('sha256').update(`portal-bua sso state\0${base}`).digest('hex');
}

/** A fresh state for one SSO round trip and its sealed cookie value (expires in 10 minutes). */
export async function newSsoState(env: NodeJS.ProcessEnv = process.env, now = Date.now()): Promise<{ state: string; sealed: string }> {
  const state = randomBytes(24).toString('base64url');
  const sealed = await sealData({ state, exp: now + SSO_STATE_TTL_SECONDS * 1000 }, { password: statePassword(env), ttl: SSO_STATE_TTL_SECONDS });
  return { state, sealed };
}

/** True when the state that came back through CAS and WordPress is the one sealed in this browser's cookie. */
export async function verifySsoState(sealed: string | undefined, state: string | undefined, env: NodeJS.ProcessEnv = process.env, now = Date.now()): Promise<boolean> {
  if (!sealed || !state) return false;
  let data: { state?: unknown; exp?: unknown };
  try {
    data = await unsealData(sealed, { password: statePassword(env), ttl: SSO_STATE_TTL_SECONDS });
  } catch {
    return false;
  }
  if (typeof data.state !== 'string' || typeof data.exp !== 'number' || data.exp <= now) return false;
  const expected = Buffer.from(data.state);
  const given = Buffer.from(state);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
