import type { APIRequestContext } from '@playwright/test';
import { wpPosts } from './wp';

/** The home page, the four post lists and one bureau's list: the public pages that need no post from WordPress. */
export const HOME_AND_LISTS = ['/', '/berita', '/artikel', '/pengumuman', '/undangan', '/berita/biro/humas'];

/** The newest berita's detail page, at its bureau's address. */
export async function newestPostPath(request: APIRequestContext): Promise<string> {
  const [post] = await wpPosts(request, 'berita', { per_page: 1 });
  return `/berita/biro/${post!.bureau ?? 'humas'}/${post!.slug}`;
}

/** One page of each public kind a visitor lands on: its name, and how to find its address. */
export const PUBLIC_PAGE_KINDS: Array<[string, (request: APIRequestContext) => Promise<string> | string]> = [
  ['home', () => '/'],
  ['landing', () => '/berita'],
  ['bureau listing', () => '/berita/biro/humas'],
  ['detail', newestPostPath],
  ['search form', () => '/search'],
  ['SAKIP', () => '/sakip'],
  ['profiles', () => '/profil'],
];
