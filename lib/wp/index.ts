/** lib/wp: the only code that talks to WordPress. Pages import from here, never build WordPress URLs. */
export { WpError, REQUEST_ERRORS } from './errors';
export { cacheTags } from './tags';
export type { Post } from './post';
export { getPosts, type PostList, type PostStatus } from './posts/getPosts';
export { getPostBySlug } from './posts/getPostBySlug';
export { getPostById } from './posts/getPostById';
export { deletePost } from './posts/deletePost';
export { getPublicMediaUrl, getMediaUrl } from './media/getMediaUrl';
export { requestToken } from './auth/requestToken';
export { validateToken } from './auth/validateToken';
export { refreshToken } from './auth/refreshToken';
export { getCurrentUser } from './auth/getCurrentUser';
export { loginWithPassword, logoutSession } from './auth/session';
export { getVisitorCount, trackVisit, VISITOR_PERIODS, type VisitorPeriod } from './stats/visitorStats';
export { getSurveyStats, submitSurveyVote, SURVEY_RATINGS, SURVEY_PLACEHOLDER, type SurveyRating } from './survey/survey';
export { searchPosts, type SearchQuery } from './search/searchPosts';
export type { CurrentUser, SurveyStats, SearchResponse, SearchResultPost } from './schemas';
