'use client';

import { useEffect } from 'react';
import { Serwist } from '@serwist/window';
import { OFFLINE_MESSAGES, PAGE_BUILD, type OfflineMessage } from '@/lib/offline/messages';
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

/** Calls `then` with the registration's waiting worker: the one waiting now, or the next to finish installing. */
function whenWaiting(registration: ServiceWorkerRegistration, then: (worker: ServiceWorker) => void) {
  if (registration.waiting) return then(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') then(worker);
    });
  });
}

/** A while after load, when a page's late requests (its icon, the visit count) are done. */
const QUIET_MS = 2000;

/**
 * Registers the service worker (app/sw.ts) once the page has loaded, so it never competes with the
 * first paint; then asks it to keep this page too if it could not see it load. A new build's worker
 * waits; a page of its own build tells it to take over once that page is quiet. Never at a
 * navigation: taking over stops the old worker, and a request that reaches it meanwhile (the next
 * page, the icon) can leave Chromium's switch stalled and that request unanswered. A page of an
 * older build never asks, so no open page runs on another build's chunks.
 */
export function OfflineSupport() {
  useEffect(() => {
    // window.serwist exists in production builds only: it says whether this build has a worker.
    if (!window.serwist || !('serviceWorker' in navigator)) return;
    // A Serwist of our own: window.serwist's address is a plain string, which the portal's Trusted
    // Types policy reports (next.config.ts); this one is given a TrustedScriptURL.
    const serwist = new Serwist(workerScriptUrl(), { scope: WORKER_SCOPE });
    let left = false;
    const post = (worker: ServiceWorker | null | undefined, message: OfflineMessage) => worker?.postMessage(message);
    const start = async () => {
      const registration = await serwist.register({ immediate: true });
      const ready = await navigator.serviceWorker.ready;
      // A page the worker served was kept as it went by. A signed-in page is never kept (it is
      // private); a visitor's page loaded before the worker ran is, on request.
      if (!navigator.serviceWorker.controller && !hasSessionHint()) post(ready.active, { type: OFFLINE_MESSAGES.savePage, url: window.location.href, chunks: loadedChunks() });
      if (!registration || !PAGE_BUILD) return;
      whenWaiting(registration, (worker) => setTimeout(() => left || post(worker, { type: OFFLINE_MESSAGES.takeOver, build: PAGE_BUILD }), QUIET_MS));
    };
    const onLoad = () => void start().catch(() => undefined);
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      left = true;
      window.removeEventListener('load', onLoad);
    };
  }, []);
  return null;
}
