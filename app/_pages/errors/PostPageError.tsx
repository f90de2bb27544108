'use client';

import { PostError } from '@/components/post/PostError';
import type { ErrorViewProps } from './props';

/** A post's detail page. */
export default function PostPageError({ retry }: ErrorViewProps) {
  return <PostError retry={retry} />;
}
