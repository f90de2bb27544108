import type { Metadata } from 'next';
import { SsoCallback } from '@/components/auth/SsoCallback';

export const metadata: Metadata = { title: 'Single Sign-On', robots: { index: false, follow: false }, referrer: 'no-referrer' };

/** /auth/sso-callback (behaviour §2.14): static; the hand-off runs in the browser and on /api/auth. */
export default function SsoCallbackPage() {
  return <SsoCallback />;
}
