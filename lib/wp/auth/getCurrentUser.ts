import { z } from 'zod';
import { wpConfig } from '@/lib/config';
import { wpFetch } from '../client';
import { WpError } from '../errors';
import { currentUserSchema, type CurrentUser } from '../schemas';

const usersMeSchema = z.object({
  id: z.number().optional(),
  slug: z.string().optional(),
  name: z.string().optional(),
  username: z.string().optional(),
  roles: z.array(z.string()).default([]),
});

/** GET {custom}/current-user, falling back to wp/v2/users/me (context=edit for the roles) as behaviour §7 says. */
export async function getCurrentUser(token: string): Promise<CurrentUser> {
  try {
    return await wpFetch({ path: `${wpConfig.customNamespace}/current-user`, schema: currentUserSchema, token });
  } catch (error) {
    if (error instanceof WpError && error.isAuthError) throw error;
    const me = await wpFetch({ path: 'wp/v2/users/me', query: { context: 'edit' }, schema: usersMeSchema, token });
    return { id: me.id, user_login: me.username ?? me.slug, slug: me.slug, name: me.name, roles: me.roles, bureau: null };
  }
}
