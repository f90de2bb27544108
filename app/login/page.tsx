import { randomBytes } from 'node:crypto';
import type { Metadata } from 'next';
import { LoginForm } from '@/components/auth/LoginForm';
import { loginErrorText, ssoErrorText } from '@/lib/auth/ssoErrorText';
import { LOGIN_PAGE_TEXTS } from '@/lib/auth/texts';

export const metadata: Metadata = { title: LOGIN_PAGE_TEXTS.title, robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function queryOf(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) if (typeof value === 'string') query.set(key, value);
  return query;
}

/**
 * /login (behaviour §2.13), rendered per request so the whole form is in the server's HTML and works
 * as a plain form POST without JavaScript: the request's query gives returnTo
 * and any error text (only the portal's own texts), and a fresh CSRF seed goes both into the form
 * and, through the captcha image, into next-auth's CSRF cookie. A signed-in user never gets here
 * (proxy.ts sends them on unless a login is finishing).
 */
export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const query = queryOf(await searchParams);
  return (
    <div className="mx-auto flex max-w-7xl justify-center px-4 py-12">
      <section aria-labelledby="login-title" className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="login-title" className="text-2xl font-bold text-brand-900">
          {LOGIN_PAGE_TEXTS.title}
        </h1>
        <p className="mb-6 mt-1 text-sm text-slate-600">{LOGIN_PAGE_TEXTS.subtitle}</p>
        <LoginForm returnTo={query.get('returnTo')} initialError={ssoErrorText(query) ?? loginErrorText(query)} csrfSeed={randomBytes(32).toString('hex')} />
      </section>
    </div>
  );
}
