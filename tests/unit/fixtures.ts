import type { CurrentUser } from '@/lib/wp';
import type { WpPost } from '@/lib/wp/schemas';

/** A published post as WordPress's wp/v2/{type} lists it ('Rapat Kerja', id 7); overrides win. */
export function wpPostJson(overrides: Partial<WpPost> = {}): WpPost {
  return { id: 7, date: '2026-03-05T10:00:00', slug: 'rapat-kerja', status: 'publish', type: 'berita', title: { rendered: 'Rapat Kerja' }, ...overrides };
}

/** WordPress's bua/v1/current-user answer for admin_humas; overrides win. */
export function wpCurrentUserJson(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return { id: 7, user_login: 'admin_humas', slug: 'admin_humas', name: 'Admin Humas', roles: ['bureau_admin'], bureau: 'humas', ...overrides };
}
