'use client';

import Image from 'next/image';
import { HEAD_GREETING } from '@/lib/content/home';

/**
 * The head's photo in 'SAMBUTAN KEPALA BUA': a client leaf so that home's server code does not
 * import next/image itself. Next (16.4, webpack) completes a page's list of client modules with the
 * lists of the pages at the root of app/ (route groups do not count), home's among them; a module a
 * page reaches only through its own client components (next/image, through PostImage) would then
 * come with home's chunks, and home's carousel, survey and pop-up code would load and run there.
 * tests/e2e/js-budget.spec.ts holds each page kind to its own page chunk.
 */
export function HeadPhoto() {
  return <Image src={HEAD_GREETING.photo} alt={HEAD_GREETING.photoAlt} fill sizes="320px" className="object-cover" />;
}
