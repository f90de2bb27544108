import type { Metadata } from 'next';
import { requireAdmin } from '@/lib/auth/session';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Every /admin… page is for bureau_admin (behaviour §2.1/6). This layout checks on the server, but a
 * layout alone is not enough (a client navigation can render a page without its layout): each
 * page, route handler and server action below calls requireAdmin itself too.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdmin('/admin');
  return children;
}
