import { createHash, randomBytes, randomInt } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, CAPTCHA_TTL_SECONDS } from './constants';
import { getFixedCaptchaValue } from './fixedCaptcha';
import { defaultNonceStore, type NonceStore } from './stores';

/** What the sealed captcha cookie holds: nobody but this server can read or forge it. */
interface CaptchaSeal {
  id: string;
  answer: string;
  exp: number;
}

/**
 * iron-session password for the captcha seal: CAPTCHA_SECRET, else derived from NEXTAUTH_SECRET
 * (a separate key, so a captcha seal can never be mistaken for anything else).
 */
export function captchaPassword(env: NodeJS.ProcessEnv = process.env): string {
  const own = env.CAPTCHA_SECRET?.trim();
  if (own && own.length >= 32) return own;
  const base = own || env.NEXTAUTH_SECRET?.trim() || env.AUTH_SECRET?.trim();
  if (!base) throw new Error('NEXTAUTH_SECRET (or CAPTCHA_SECRET) must be set to seal the login captcha.');
  return createHash('sha256').update(`portal-bua captcha seal\0${base}`).digest('hex');
}

/** A new answer: 6 letters and digits (behaviour §9), or CAPTCHA_FIXED_VALUE for automated tests. */
export function newCaptchaAnswer(env: NodeJS.ProcessEnv = process.env): string {
  const fixed = getFixedCaptchaValue(env);
  if (fixed) return fixed;
  let answer = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1) answer += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return answer;
}

/** Seals an answer for the HttpOnly captcha cookie; it expires after CAPTCHA_TTL_SECONDS. */
export async function sealCaptcha(answer: string, now = Date.now(), env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const seal: CaptchaSeal = { id: randomBytes(16).toString('base64url'), answer, exp: now + CAPTCHA_TTL_SECONDS * 1000 };
  return sealData(seal, { password: captchaPassword(env), ttl: CAPTCHA_TTL_SECONDS });
}

export interface VerifyCaptchaOptions {
  store?: NonceStore;
  now?: number;
  env?: NodeJS.ProcessEnv;
}

/**
 * Checks the typed captcha against the sealed cookie, case-insensitively (behaviour §5). Single use:
 * the first check of a seal burns it, right or wrong, so a replayed cookie always fails.
 */
export async function verifyCaptcha(sealed: string | undefined, typed: string | undefined, options: VerifyCaptchaOptions = {}): Promise<boolean> {
  const { store = defaultNonceStore(), now = Date.now(), env = process.env } = options;
  if (!sealed || typeof typed !== 'string' || !typed.trim()) return false;
  let seal: Partial<CaptchaSeal>;
  try {
    seal = await unsealData<Partial<CaptchaSeal>>(sealed, { password: captchaPassword(env), ttl: CAPTCHA_TTL_SECONDS });
  } catch {
    return false;
  }
  if (typeof seal.id !== 'string' || typeof seal.answer !== 'string' || typeof seal.exp !== 'number') return false;
  if (seal.exp <= now) return false;
  if (!(await store.consume(seal.id, seal.exp, now))) return false;
  return seal.answer.trim().toLowerCase() === typed.trim().toLowerCase();
}
