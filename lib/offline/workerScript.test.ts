import { WORKER_SCRIPT } from './workerScript';

type Rules = { createScriptURL(url: string): string };

/** workerScriptUrl of a fresh module, in a window whose Trusted Types factory records the policy it makes. */
async function freshModule(trustedTypes: boolean) {
  const made: { name: string; rules: Rules }[] = [];
  const win = window as unknown as { trustedTypes?: unknown };
  win.trustedTypes = trustedTypes
    ? {
        createPolicy: (name: string, rules: Rules) => {
          made.push({ name, rules });
          return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
        },
      }
    : undefined;
  jest.resetModules();
  return { ...(await import('./workerScript')), made };
}

afterEach(() => {
  delete (window as unknown as { trustedTypes?: unknown }).trustedTypes;
});

describe("the worker's address for register", () => {
  it('is a trusted script URL where the browser has Trusted Types, made by one policy once', async () => {
    const { workerScriptUrl, made } = await freshModule(true);
    expect(workerScriptUrl()).toEqual({ trusted: WORKER_SCRIPT });
    expect(workerScriptUrl()).toEqual({ trusted: WORKER_SCRIPT });
    expect(made.map((policy) => policy.name)).toEqual(['bua-service-worker']);
  });

  it("makes no address but the worker's", async () => {
    const { workerScriptUrl, made } = await freshModule(true);
    workerScriptUrl();
    expect(() => made[0]!.rules.createScriptURL('/_next/static/chunks/evil.js')).toThrow(TypeError);
    expect(() => made[0]!.rules.createScriptURL('https://example.com/sw.js')).toThrow(TypeError);
  });

  it('is the plain path where the browser has none', async () => {
    expect((await freshModule(false)).workerScriptUrl()).toBe(WORKER_SCRIPT);
  });
});
