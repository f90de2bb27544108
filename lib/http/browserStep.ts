import { CACHE_CONTROL } from '@/lib/cache/policy';
import { htmlPage } from './htmlPage';
import { seeOther } from './json';

/**
 * What a route the browser navigates to (a link, not fetch) decided: send it on to an address, or
 * show a small page saying why not. Used by the staff steps (preview, editor hand-over).
 */
export type BrowserStep = { to: string } | { status: number; title: string };

/** The answer to a step: 303 to its address, or its page with a link home; for one user, never stored. */
export function browserStepResponse(step: BrowserStep): Response {
  if ('to' in step) return seeOther(step.to, CACHE_CONTROL.privateNoStore);
  return htmlPage({ status: step.status, title: step.title, link: { href: '/', text: 'Kembali ke portal' }, cacheControl: CACHE_CONTROL.privateNoStore });
}
