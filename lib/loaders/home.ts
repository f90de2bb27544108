import { HOME_COUNTS } from '@/lib/content/home';
import { getPosts, getSurveyStats, getVisitorCount, readerScope, WpError, type Post, type PostList, type SurveyStats, type VisitorCounts } from '@/lib/wp';
import { logEvent } from '@/lib/log/logger.cjs';
import { isBuildPhase } from '@/lib/config';
import { type Reader } from '@/lib/auth/visibility';

export interface HomeData {
  /** The carousel's news: the one call the page cannot do without. */
  heroNews: Post[];
  /** null when the call failed: each of these sections then shows its own message. */
  popularNews: Post[] | null;
  articles: Post[] | null;
  surveyStats: SurveyStats | null;
  visitorCounts: VisitorCounts | null;
}

/** WordPress answers 400 for a page past the last one: with 5 news or fewer, nothing is 'popular'. */
function emptyPastLastPage(error: unknown): PostList {
  if (error instanceof WpError && error.code === 'rest_post_invalid_page_number') return { posts: [], totalPages: 1, totalPosts: 0 };
  throw error;
}

function valueOrNull<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === 'fulfilled') return result.value;
  logEvent('error', 'home.part.failed', { what, error: result.reason instanceof Error ? result.reason.message : String(result.reason) });
  return null;
}

/**
 * Every WordPress call of the home page, in parallel. The news for the carousel is essential:
 * when it fails this throws, so the error boundary answers (and, during incremental
 * regeneration, Next keeps serving the last good page). Every other section degrades alone.
 * For a signed-in `reader` (the signed-in twin) private posts of every bureau come too.
 */
export async function loadHomeData(reader?: Reader): Promise<HomeData> {
  const scope = readerScope(reader);
  const [hero, popular, articles, survey, visitors] = await Promise.allSettled([
    getPosts({ type: 'berita', perPage: HOME_COUNTS.heroNews, page: 1, ...scope }),
    // WordPress keeps no view counts, so 'popular' means the news right after the carousel's:
    // page 2 of the same 5-per-page listing starts at the 6th item, so no item repeats.
    getPosts({ type: 'berita', perPage: HOME_COUNTS.heroNews, page: 2, ...scope }).catch(emptyPastLastPage),
    getPosts({ type: 'artikel', perPage: HOME_COUNTS.articles, ...scope }),
    getSurveyStats(),
    Promise.all([getVisitorCount('today'), getVisitorCount('month'), getVisitorCount('all_time')]),
  ]);

  if (hero.status === 'rejected') {
    // A build on a machine that cannot reach WordPress still succeeds: home renders its empty
    // state and is regenerated from WordPress within a minute of the first visit.
    if (!isBuildPhase()) throw hero.reason;
    logEvent('error', 'home.build.news_unavailable', { error: hero.reason instanceof Error ? hero.reason.message : String(hero.reason) });
  }
  const visitorCounts = valueOrNull(visitors, 'visitor statistics');
  return {
    heroNews: hero.status === 'fulfilled' ? hero.value.posts : [],
    popularNews: valueOrNull(popular, 'popular news')?.posts.slice(0, HOME_COUNTS.popularNews) ?? null,
    articles: valueOrNull(articles, 'articles')?.posts ?? null,
    surveyStats: valueOrNull(survey, 'survey statistics'),
    visitorCounts: visitorCounts && { today: visitorCounts[0], month: visitorCounts[1], all_time: visitorCounts[2] },
  };
}
