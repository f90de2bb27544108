import type { Metadata } from 'next';
import { requireStaff } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Profil Pengguna', robots: { index: false, follow: false } };

/** /profile (behaviour §2.1): any signed-in user; a placeholder. */
export default async function ProfilePage() {
  const session = await requireStaff(null, '/profile');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Profil Pengguna</h1>
      <p className="mt-2 text-slate-700">{session.name}</p>
    </div>
  );
}
