import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LoginForm } from '@/components/auth/LoginForm';
import { LOGIN_PAGE_TEXTS } from '@/lib/auth/texts';

export const metadata: Metadata = { title: LOGIN_PAGE_TEXTS.title, robots: { index: false, follow: false } };

/**
 * /login (spec 2.13). Static: the session check lives in proxy.ts (a signed-in user is sent to
 * returnTo or the dashboard unless a login is finishing); the form reads its query in the browser.
 */
export default function LoginPage() {
  return (
    <div className="mx-auto flex max-w-7xl justify-center px-4 py-12">
      <section aria-labelledby="login-title" className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="login-title" className="text-2xl font-bold text-brand-900">
          {LOGIN_PAGE_TEXTS.title}
        </h1>
        <p className="mb-6 mt-1 text-sm text-slate-600">{LOGIN_PAGE_TEXTS.subtitle}</p>
        <Suspense fallback={null}>
          <LoginForm />
        </Suspense>
      </section>
    </div>
  );
}
