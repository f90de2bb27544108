'use client';

import Image from 'next/image';
import { HEAD_GREETING } from '@/lib/content/home';

/**
 * The head's photo in 'SAMBUTAN KEPALA BUA'. A client module only so that home's server code does
 * not import next/image itself: Next (16.4, webpack) merges the home page's list of client modules
 * into every other page's, as if home were a layout, and a module home imports directly then loads
 * home's own chunks on pages that merely show an image (its carousel, survey and pop-up code).
 */
export function HeadPhoto() {
  return <Image src={HEAD_GREETING.photo} alt={HEAD_GREETING.photoAlt} fill sizes="320px" className="object-cover" />;
}
