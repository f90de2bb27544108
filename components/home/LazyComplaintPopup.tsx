'use client';

import dynamic from 'next/dynamic';

/**
 * The complaint pop-up opens by itself a second after the page loads, never in the server's HTML:
 * its code is a chunk of its own, fetched after the page has hydrated instead of with the page's
 * own scripts, so it neither delays the first paint nor adds to the hydration work.
 */
export const LazyComplaintPopup = dynamic(() => import('./ComplaintPopup').then((module) => module.ComplaintPopup), { ssr: false });
