import { BUREAUS, type Bureau } from '@/lib/content/bureaus';
import type { PostType } from '@/lib/content/content-types';
import { LISTING } from '@/lib/content/listing';
import { getPosts, readerScope, type Post } from '@/lib/wp';
import { type Reader } from '@/lib/auth/visibility';

/** What a landing list renders: the hero's newest posts and each bureau's own newest. */
export interface LandingPage {
  type: PostType;
  hero: Post[];
  sections: { bureau: Bureau; posts: Post[] }[];
}

/**
 * /berita, /artikel, /pengumuman, /undangan (behaviour §2.4). Each bureau is asked for its own 4
 * newest posts (in parallel, cached), so a quiet bureau still gets its section — a single 30-post
 * fetch could leave one empty. For a signed-in reader (the signed-in twin) private posts of every
 * bureau too.
 */
export async function loadLanding(type: PostType, reader?: Reader): Promise<LandingPage> {
  const scope = readerScope(reader);
  const [hero, ...perBureau] = await Promise.all([
    getPosts({ type, perPage: LISTING.landingHero, ...scope }),
    ...BUREAUS.map((bureau) => getPosts({ type, bureau: bureau.id, perPage: LISTING.landingPerBureau, ...scope })),
  ]);
  return { type, hero: hero.posts, sections: BUREAUS.map((bureau, index) => ({ bureau, posts: perBureau[index]?.posts ?? [] })) };
}
