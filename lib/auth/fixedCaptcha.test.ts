/** @jest-environment node */
type FixedCaptchaModule = typeof import('./fixedCaptcha');

/** A fresh copy of the module, so its warn-once flag starts unset. */
function freshModule(): FixedCaptchaModule {
  let loaded: FixedCaptchaModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<FixedCaptchaModule>('./fixedCaptcha');
  });
  if (!loaded) throw new Error('module not loaded');
  return loaded;
}

function env(values: Record<string, string>): NodeJS.ProcessEnv {
  return values as NodeJS.ProcessEnv;
}

let warn: jest.SpyInstance;

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
  delete process.env.CAPTCHA_FIXED_VALUE;
});

describe('getFixedCaptchaValue', () => {
  it('answers null when unset or blank, without a warning', () => {
    const { getFixedCaptchaValue } = freshModule();
    expect(getFixedCaptchaValue(env({}))).toBeNull();
    expect(getFixedCaptchaValue(env({ CAPTCHA_FIXED_VALUE: '   ', NODE_ENV: 'production' }))).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives the trimmed value outside production', () => {
    const { getFixedCaptchaValue } = freshModule();
    expect(getFixedCaptchaValue(env({ CAPTCHA_FIXED_VALUE: ' ABC123 ', NODE_ENV: 'test' }))).toBe('ABC123');
    expect(getFixedCaptchaValue(env({ CAPTCHA_FIXED_VALUE: 'XYZ789', NODE_ENV: 'development' }))).toBe('XYZ789');
    expect(getFixedCaptchaValue(env({ CAPTCHA_FIXED_VALUE: 'XYZ789' }))).toBe('XYZ789');
  });

  it('refuses it in production', () => {
    const { getFixedCaptchaValue, FixedCaptchaRefusedError } = freshModule();
    const run = () => getFixedCaptchaValue(env({ CAPTCHA_FIXED_VALUE: 'ABC123', NODE_ENV: 'production' }));
    expect(run).toThrow(FixedCaptchaRefusedError);
    expect(run).toThrow(
      'CAPTCHA_FIXED_VALUE is set while NODE_ENV=production: refused (set ALLOW_FIXED_CAPTCHA=1 only for a test deployment).',
    );
    expect(() => getFixedCaptchaValue(env({ CAPTCHA_FIXED_VALUE: 'ABC123', NODE_ENV: 'production', ALLOW_FIXED_CAPTCHA: 'true' }))).toThrow(FixedCaptchaRefusedError);
    expect(() => getFixedCaptchaValue(env({ CAPTCHA_FIXED_VALUE: 'ABC123', NODE_ENV: 'production', ALLOW_FIXED_CAPTCHA: '0' }))).toThrow(FixedCaptchaRefusedError);
    expect(new FixedCaptchaRefusedError().name).toBe('FixedCaptchaRefusedError');
    expect(warn).not.toHaveBeenCalled();
  });

  it('allows it in production with ALLOW_FIXED_CAPTCHA=1', () => {
    const { getFixedCaptchaValue } = freshModule();
    expect(getFixedCaptchaValue(env({ CAPTCHA_FIXED_VALUE: 'ABC123', NODE_ENV: 'production', ALLOW_FIXED_CAPTCHA: '1' }))).toBe('ABC123');
  });

  it('warns once via console.warn', () => {
    const { getFixedCaptchaValue } = freshModule();
    getFixedCaptchaValue(env({ CAPTCHA_FIXED_VALUE: 'ABC123', NODE_ENV: 'test' }));
    getFixedCaptchaValue(env({ CAPTCHA_FIXED_VALUE: 'ABC123', NODE_ENV: 'test' }));
    getFixedCaptchaValue(env({ CAPTCHA_FIXED_VALUE: 'OTHER1', NODE_ENV: 'development' }));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      '\n*** WARNING: CAPTCHA_FIXED_VALUE is set: the login captcha has a fixed answer. Never use this on a public site. ***\n',
    );
  });

  it('reads process.env by default', () => {
    const { getFixedCaptchaValue } = freshModule();
    expect(getFixedCaptchaValue()).toBeNull();
    process.env.CAPTCHA_FIXED_VALUE = 'ENV123';
    expect(getFixedCaptchaValue()).toBe('ENV123');
  });
});
