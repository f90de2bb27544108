'use client';

import { PostError } from '@/components/post/PostError';

export default function PostPageError({ retry }: { error: Error; retry: () => void }) {
  return <PostError retry={retry} />;
}
