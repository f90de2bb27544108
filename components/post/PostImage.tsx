'use client';

import Image from 'next/image';
import { useState } from 'react';
import { defaultImageFor, type ContentType } from '@/lib/content/content-types';

interface PostImageProps {
  src: string | null;
  alt: string;
  type: ContentType;
  sizes: string;
  /** The page's largest image above the fold: preloaded and fetched first (its LCP). */
  priority?: boolean;
  className?: string;
}

/** A post's image that falls back to the type's default image when missing or broken (behaviour §8). */
export function PostImage({ src, alt, type, sizes, priority, className }: PostImageProps) {
  const fallback = defaultImageFor(type);
  const [current, setCurrent] = useState(src || fallback);
  return (
    <Image
      src={current}
      alt={alt}
      fill
      sizes={sizes}
      preload={priority}
      fetchPriority={priority ? 'high' : undefined}
      className={className ?? 'object-cover'}
      onError={() => setCurrent(fallback)}
    />
  );
}
