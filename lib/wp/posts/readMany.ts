import { z } from 'zod';
import { wpConfig } from '@/lib/config';
import { wpFetch } from '../client';
import { httpErrorMessage, REQUEST_ERRORS, WpError } from '../errors';
import { wpPostListSchema } from '../schemas';
import { countFrom, countQuery, idListSchema, type CountPostsOptions } from './countPosts';
import { postsQuery, toPostList, type GetPostsOptions, type PostList } from './getPosts';

const answersSchema = z.object({
  answers: z.array(z.object({ status: z.number().int(), total: z.number().int().nullable(), totalPages: z.number().int().nullable(), body: z.unknown() })),
});
type Answer = z.infer<typeof answersSchema>['answers'][number];

/** One answer of the batch as its own result: the parsed body, or the error WordPress gave it. */
function settle<T, R>(answer: Answer | undefined, schema: z.ZodType<T>, read: (data: T, answer: Answer) => R): PromiseSettledResult<R> {
  if (!answer) return { status: 'rejected', reason: new WpError(REQUEST_ERRORS.format, 502, 'invalid_response') };
  if (answer.status >= 400) {
    const code = answer.body && typeof answer.body === 'object' && 'code' in answer.body ? String((answer.body as { code: unknown }).code) : undefined;
    return { status: 'rejected', reason: new WpError(httpErrorMessage(answer.status, '', answer.body), answer.status, code) };
  }
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) return { status: 'rejected', reason: new WpError(REQUEST_ERRORS.format, 502, 'invalid_response') };
  return { status: 'fulfilled', value: read(parsed.data, answer) };
}

/**
 * Lists and counts of one signed-in user in a single WordPress call (the plugin's bua/v1/read),
 * each read run by WordPress as that user, exactly as getPosts / countPosts would ask it alone.
 * Each settles on its own, as Promise.allSettled of those calls would; if the call itself fails,
 * every one of them fails with its error. Never cached (a user's token).
 */
export async function readListsAndCounts(
  reads: { lists: readonly Omit<GetPostsOptions, 'token' | 'fresh'>[]; counts: readonly Omit<CountPostsOptions, 'token'>[] },
  token: string,
): Promise<{ lists: PromiseSettledResult<PostList>[]; counts: PromiseSettledResult<number>[] }> {
  const body = {
    reads: [
      ...reads.lists.map((options) => ({ path: `wp/v2/${options.type}`, query: postsQuery({ ...options, token }) })),
      ...reads.counts.map((options) => ({ path: `wp/v2/${options.type}`, query: countQuery({ ...options, token }) })),
    ],
  };
  let answers: Answer[];
  try {
    answers = (await wpFetch({ path: `${wpConfig.customNamespace}/read`, method: 'POST', body, schema: answersSchema, token })).answers;
  } catch (reason) {
    const failed = { status: 'rejected', reason } as const;
    return { lists: reads.lists.map(() => failed), counts: reads.counts.map(() => failed) };
  }
  const lists = reads.lists.map((options, index) => settle(answers[index], wpPostListSchema, (data, answer) => toPostList(options.type, data, answer.total, answer.totalPages)));
  const counts = reads.counts.map((_, index) => settle(answers[reads.lists.length + index], idListSchema, (data, answer) => countFrom(data, answer.total)));
  return { lists, counts };
}
