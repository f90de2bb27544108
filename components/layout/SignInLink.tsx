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

/** The same place while the signed-in menu reads the session (or its code arrives). */
export function SessionPendingMark() {
  return (
    <span className="px-2 py-1 text-xs font-semibold text-white/70" aria-hidden="true">
      …
    </span>
  );
}
