/** The compiled worker's address (next.config.ts writes it there and serves it no-cache), and its scope. */
export const WORKER_SCRIPT = '/sw.js';
export const WORKER_SCOPE = '/';

type ScriptUrlPolicy = { createScriptURL(url: string): unknown };
type TrustedTypesFactory = { createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy };

let policy: ScriptUrlPolicy | null | undefined;

/**
 * The worker's address as `register` takes it where Trusted Types are asked for (the portal's
 * policy reports them, next.config.ts): a plain string there is a violation, reported on every
 * visit. The policy makes this one address only, so it cannot turn into a door for another script.
 */
export function workerScriptUrl(): string {
  if (policy === undefined) {
    const factory = (window as unknown as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    policy =
      factory?.createPolicy('bua-service-worker', {
        createScriptURL: (url) => {
          if (url !== WORKER_SCRIPT) throw new TypeError(`not the portal's service worker: ${url}`);
          return url;
        },
      }) ?? null;
  }
  // A TrustedScriptURL is accepted wherever register takes a string.
  return (policy?.createScriptURL(WORKER_SCRIPT) as string | undefined) ?? WORKER_SCRIPT;
}
