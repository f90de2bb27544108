import { wpConfig } from '@/lib/config';
import { wpFetch } from '../client';
import { tokenSchema } from '../schemas';

/** POST {auth}/token/refresh: a new token with a later exp. */
export async function refreshToken(token: string): Promise<string> {
  const result = await wpFetch({ path: `${wpConfig.authNamespace}/token/refresh`, method: 'POST', schema: tokenSchema, token });
  return result.token;
}
