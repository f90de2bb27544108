import 'server-only';
import { POST_TYPES } from '@/lib/content/content-types';
import { countPosts } from '@/lib/wp';

/**
 * The embedded engine (PGlite: no SEARCH_DATABASE_URL) runs in the portal's own process, one query
 * at a time. Measured on 2 cores: at 20,000 posts its first-time searches take 0.09–0.18 s, a phrase
 * included; at 100,000 half take under 45 ms but the slowest (words in most posts) 1.7–2.9 s. Past
 * this size a shared PostgreSQL is the engine to use (docs/deploying.md, "The search engine").
 */
export const EMBEDDED_MAX_POSTS = 20_000;

/** What to say of an embedded index of `posts` posts: null within its size, else why and what to do. */
export function embeddedSizeWarning(posts: number): string | null {
  return posts > EMBEDDED_MAX_POSTS
    ? `The archive has ${posts.toLocaleString('en-US')} posts to search, more than the ${EMBEDDED_MAX_POSTS.toLocaleString('en-US')} the embedded search engine answers in 0.3 s: use SEARCH_DATABASE_URL.`
    : null;
}

/** The published posts of the searchable types WordPress has now (what a full index holds, private posts aside). */
export async function archivePosts(): Promise<number> {
  const counts = await Promise.all(POST_TYPES.map((type) => countPosts({ type })));
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * At a server's start: an embedded index for an archive too large for it. A production server
 * outside `npm run demo` (BUA_DEMO) refuses to start with this message; any other says it and
 * runs. Null with SEARCH_DATABASE_URL, within the size, or when WordPress cannot be asked now (the
 * readiness check says it later).
 */
export async function embeddedSizeAtStart(env: NodeJS.ProcessEnv = process.env): Promise<{ message: string; refuse: boolean } | null> {
  if (env.SEARCH_DATABASE_URL?.trim()) return null;
  let posts: number;
  try {
    posts = await archivePosts();
  } catch {
    return null;
  }
  const message = embeddedSizeWarning(posts);
  return message ? { message, refuse: env.NODE_ENV === 'production' && env.BUA_DEMO !== '1' } : null;
}
