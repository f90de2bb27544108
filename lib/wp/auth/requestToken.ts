import { wpConfig } from '@/lib/config';
import { wpFetch } from '../client';
import { WpError, REQUEST_ERRORS } from '../errors';
import { tokenSchema } from '../schemas';

/**
 * POST {auth}/token: exchanges username and password for a WordPress JWT. `client` is the visitor's
 * address, for WordPress's own throttle (believed there only with the portal key).
 */
export async function requestToken(username: string, password: string, client?: string): Promise<string> {
  try {
    const result = await wpFetch({
      path: `${wpConfig.authNamespace}/token`,
      method: 'POST',
      body: { username, password },
      client,
      schema: tokenSchema,
    });
    return result.token;
  } catch (error) {
    // Behaviour §5: a token answer without a token field is 'Invalid response format'.
    if (error instanceof WpError && error.code === 'invalid_response') throw new WpError(REQUEST_ERRORS.format, 502, 'invalid_response');
    throw error;
  }
}
