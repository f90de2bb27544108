import { z } from 'zod';
import { wpConfig } from '@/lib/config';
import { wpFetch } from '../client';

const handoverSchema = z.object({ url: z.url() });

/**
 * POST {custom}/handover {redirect_to} with the user's token (and the portal's key, added by the
 * client): a single-use, 60 s address at WordPress that signs the browser in to WordPress and
 * lands on `redirectTo` (a wp-admin address). See routes-handover.php.
 */
export async function requestEditorHandover(token: string, redirectTo: string): Promise<string> {
  const answer = await wpFetch({ path: `${wpConfig.customNamespace}/handover`, method: 'POST', body: { redirect_to: redirectTo }, schema: handoverSchema, token });
  return answer.url;
}
