/** @jest-environment node */
import { unsealData } from 'iron-session';
import { CAPTCHA_ALPHABET, CAPTCHA_TTL_SECONDS } from './constants';
import { captchaPassword, newCaptchaAnswer, sealCaptcha, verifyCaptcha } from './captcha';
import { captchaSvg, renderCaptchaPng } from './captchaImage';
import { MemoryNonceStore } from './stores';

const env = { NEXTAUTH_SECRET: 'unit-test-secret-that-is-long-enough', NODE_ENV: 'test' } as unknown as NodeJS.ProcessEnv;
const NOW = Date.UTC(2026, 0, 5, 8, 0, 0);

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('captcha answers', () => {
  it('are 6 letters and digits from the alphabet', () => {
    for (let i = 0; i < 50; i += 1) {
      const answer = newCaptchaAnswer(env);
      expect(answer).toMatch(/^[A-Z0-9]{6}$/);
      for (const char of answer) expect(CAPTCHA_ALPHABET).toContain(char);
    }
  });

  it('use CAPTCHA_FIXED_VALUE when set, refused in production without ALLOW_FIXED_CAPTCHA=1', () => {
    expect(newCaptchaAnswer({ ...env, CAPTCHA_FIXED_VALUE: 'E2E4XY' })).toBe('E2E4XY');
    expect(() => newCaptchaAnswer({ ...env, NODE_ENV: 'production', CAPTCHA_FIXED_VALUE: 'E2E4XY' })).toThrow(/refused/);
    expect(newCaptchaAnswer({ ...env, NODE_ENV: 'production', CAPTCHA_FIXED_VALUE: 'E2E4XY', ALLOW_FIXED_CAPTCHA: '1' })).toBe('E2E4XY');
  });
});

describe('sealing', () => {
  it('derives a 64-character seal password from NEXTAUTH_SECRET, or uses a long CAPTCHA_SECRET', () => {
    expect(captchaPassword(env)).toMatch(/^[0-9a-f]{64}$/);
    expect(captchaPassword(env)).not.toContain(env.NEXTAUTH_SECRET);
    const own = 'x'.repeat(40);
    expect(captchaPassword({ CAPTCHA_SECRET: own } as unknown as NodeJS.ProcessEnv)).toBe(own);
    expect(() => captchaPassword({} as unknown as NodeJS.ProcessEnv)).toThrow(/NEXTAUTH_SECRET/);
  });

  it('hides the answer: the seal does not contain it and only the password opens it', async () => {
    const sealed = await sealCaptcha('K7PQ2M', NOW, env);
    expect(sealed).not.toMatch(/K7PQ2M/i);
    const opened = await unsealData<{ answer: string; exp: number }>(sealed, { password: captchaPassword(env) });
    expect(opened.answer).toBe('K7PQ2M');
    expect(opened.exp).toBe(NOW + CAPTCHA_TTL_SECONDS * 1000);
    const other = await unsealData(sealed, { password: captchaPassword({ NEXTAUTH_SECRET: 'another-secret-entirely-different' } as unknown as NodeJS.ProcessEnv) }).catch(() => ({}));
    expect(other).toEqual({});
  });
});

describe('verifyCaptcha', () => {
  it('accepts the answer case-insensitively and with surrounding spaces', async () => {
    const store = new MemoryNonceStore();
    expect(await verifyCaptcha(await sealCaptcha('K7PQ2M', NOW, env), 'k7pq2m', { store, now: NOW + 1000, env })).toBe(true);
    expect(await verifyCaptcha(await sealCaptcha('K7PQ2M', NOW, env), '  K7pQ2m ', { store, now: NOW + 1000, env })).toBe(true);
  });

  it('refuses a wrong, empty or missing answer and a missing or forged seal', async () => {
    const store = new MemoryNonceStore();
    expect(await verifyCaptcha(await sealCaptcha('K7PQ2M', NOW, env), 'K7PQ2N', { store, now: NOW, env })).toBe(false);
    expect(await verifyCaptcha(await sealCaptcha('K7PQ2M', NOW, env), '', { store, now: NOW, env })).toBe(false);
    expect(await verifyCaptcha(await sealCaptcha('K7PQ2M', NOW, env), undefined, { store, now: NOW, env })).toBe(false);
    expect(await verifyCaptcha(undefined, 'K7PQ2M', { store, now: NOW, env })).toBe(false);
    expect(await verifyCaptcha('Fe26.2*1*not*a*seal', 'K7PQ2M', { store, now: NOW, env })).toBe(false);
    const foreign = await sealCaptcha('K7PQ2M', NOW, { NEXTAUTH_SECRET: 'another-secret-entirely-different' } as unknown as NodeJS.ProcessEnv);
    expect(await verifyCaptcha(foreign, 'K7PQ2M', { store, now: NOW, env })).toBe(false);
  });

  it('is single use: a seal works once, and a wrong guess burns it too', async () => {
    const store = new MemoryNonceStore();
    const sealed = await sealCaptcha('K7PQ2M', NOW, env);
    expect(await verifyCaptcha(sealed, 'K7PQ2M', { store, now: NOW, env })).toBe(true);
    expect(await verifyCaptcha(sealed, 'K7PQ2M', { store, now: NOW + 10, env })).toBe(false);

    const guessed = await sealCaptcha('ABCDEF', NOW, env);
    expect(await verifyCaptcha(guessed, 'ZZZZZZ', { store, now: NOW, env })).toBe(false);
    expect(await verifyCaptcha(guessed, 'ABCDEF', { store, now: NOW, env })).toBe(false);
  });

  it('expires after a few minutes', async () => {
    const store = new MemoryNonceStore();
    const sealed = await sealCaptcha('K7PQ2M', NOW, env);
    expect(await verifyCaptcha(sealed, 'K7PQ2M', { store, now: NOW + CAPTCHA_TTL_SECONDS * 1000, env })).toBe(false);
  });
});

describe('captcha image', () => {
  it('is an SVG of strokes with no text node, rasterised to a PNG', async () => {
    const svg = captchaSvg('K7PQ2M');
    expect(svg).not.toMatch(/<text|<tspan|font-family|K7PQ2M/i);
    expect(svg).toContain('<polyline');
    const png = await renderCaptchaPng('K7PQ2M');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.includes(Buffer.from('K7PQ2M'))).toBe(false);
  });

  it('draws differently every time', () => {
    expect(captchaSvg('K7PQ2M')).not.toBe(captchaSvg('K7PQ2M'));
  });
});
