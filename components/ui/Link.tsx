'use client';

import NextLink from 'next/link';
// The router as next/navigation's useRouter reads it, but null where no App Router is mounted (a
// component rendered on its own, in a unit test) instead of throwing: such a link just never prefetches.
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useContext, type ComponentProps } from 'react';

/**
 * The portal's link: Next's, but the page it leads to is prefetched only when the visitor reaches
 * for it (a pointer over it, a finger on it, keyboard focus), never merely because it is in view.
 * Next would prefetch every visible link as soon as the page's script has run: on a phone's slow
 * link those requests compete with the page's own image and scripts while it is still loading, and
 * every page view would cost the origin one request per visible link. A touch comes about 100 ms
 * before the click, enough to start the next page. `prefetch={false}` turns prefetching off.
 * eslint.config.mjs keeps `next/link`'s default import here.
 */
export default function Link({ prefetch, href, onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const router = useContext(AppRouterContext);
  const target = typeof href === 'string' && href.startsWith('/') && prefetch !== false ? href : null;
  const warm = () => {
    if (target && router) router.prefetch(target);
  };
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        warm();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        warm();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
    />
  );
}
