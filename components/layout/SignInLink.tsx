/**
 * The header's 'Masuk'. A plain link, never prefetched: the sign-in page is rendered per request
 * (its captcha), and /login on another host name than the site's moves to the site first
 * (proxy.ts), which a router request across origins cannot follow.
 */
export function SignInLink() {
  return (
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <a href="/login" className="rounded px-2 py-1 text-xs font-semibold hover:bg-brand-700">
      Masuk
    </a>
  );
}
