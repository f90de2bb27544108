import { wpConfig } from '@/lib/config';
import { wpFetch } from '../client';
import { tokenValidationSchema } from '../schemas';

/** POST {auth}/token/validate: true when WordPress still accepts the token (throws on network errors). */
export async function validateToken(token: string): Promise<boolean> {
  const result = await wpFetch({ path: `${wpConfig.authNamespace}/token/validate`, method: 'POST', schema: tokenValidationSchema, token });
  return (result.data?.status ?? 200) === 200;
}
