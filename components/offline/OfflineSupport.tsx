'use client';

import { useEffect } from 'react';
import { Serwist } from '@serwist/window';
import { OFFLINE_MESSAGES, type OfflineMessage } from '@/lib/offline/messages';
import { hasSessionHint } from '@/lib/auth/signal';
import { WORKER_SCOPE, workerScriptUrl } from '@/lib/offline/workerScript';

declare global {
  interface Window {
    /** Set by @serwist/next in production builds only: no worker in development. */
    serwist?: Serwist;
  }
}

/** The build's chunks this page loaded, fetched before the worker ran. */
function loadedChunks(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).pathname.startsWith('/_next/static/'));
}

/**
 * Registers the service worker (app/sw.ts) once the page has loaded, so it never competes with the
 * first paint; then asks it to keep this page too, which it could not see. A new build's worker
 * waits, and takes over when the reader leaves the page (so no open page runs on another build's
 * chunks).
 */
export function OfflineSupport() {
  useEffect(() => {
    // window.serwist exists in production builds only: it says whether this build has a worker.
    if (!window.serwist || !('serviceWorker' in navigator)) return;
    // A Serwist of our own: window.serwist's address is a plain string, which the portal's Trusted
    // Types policy reports (next.config.ts); this one is given a TrustedScriptURL.
    const serwist = new Serwist(workerScriptUrl(), { scope: WORKER_SCOPE });
    let registration: ServiceWorkerRegistration | undefined;
    const post = (worker: ServiceWorker | null | undefined, message: OfflineMessage) => worker?.postMessage(message);
    const start = async () => {
      registration = await serwist.register({ immediate: true });
      const ready = await navigator.serviceWorker.ready;
      // A signed-in page is never kept (it is private); a visitor's is, though the worker missed it.
      if (!hasSessionHint()) post(ready.active, { type: OFFLINE_MESSAGES.savePage, url: window.location.href, chunks: loadedChunks() });
    };
    const onLoad = () => void start().catch(() => undefined);
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    const onPageHide = () => post(registration?.waiting, { type: OFFLINE_MESSAGES.skipWaiting });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('load', onLoad);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);
  return null;
}
