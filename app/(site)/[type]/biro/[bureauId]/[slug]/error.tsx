'use client';

import { PostError } from '@/components/post/PostError';

export default function PostPageError({ reset }: { error: Error; reset: () => void }) {
  return <PostError reset={reset} />;
}
