import { wpConfig } from '@/lib/config';
import { wpFetch } from '../client';
import { loginResultSchema, successSchema } from '../schemas';

/** POST {custom}/login: the plugin's login, answering token, bureau and roles. */
export async function loginWithPassword(username: string, password: string) {
  return wpFetch({ path: `${wpConfig.customNamespace}/login`, method: 'POST', body: { username, password }, schema: loginResultSchema });
}

/** POST {custom}/logout; callers ignore its failure for normal sessions (behaviour §7). */
export async function logoutSession(token?: string) {
  return wpFetch({ path: `${wpConfig.customNamespace}/logout`, method: 'POST', schema: successSchema, token });
}
