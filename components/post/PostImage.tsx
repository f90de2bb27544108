'use client';

import Image from 'next/image';
import { useState } from 'react';
import { defaultImageFor, type ContentType } from '@/lib/content/content-types';

interface PostImageProps {
  src: string | null;
  alt: string;
  type: ContentType;
  /** The image's width in the layout, for a box that fills its parent (most cards). */
  sizes?: string;
  /**
   * A thumbnail of one fixed size instead (both set): its srcset holds the 1x and 2x widths only,
   * where `sizes` in pixels would list every configured width (nine addresses per image in the
   * HTML). Plain numbers: a shared size object would be written into the page payload as a
   * reference path to its first use, four times longer than the numbers.
   */
  width?: number;
  height?: number;
  /** The page's largest image above the fold: preloaded and fetched first (its LCP). */
  priority?: boolean;
  className?: string;
}

/** A post's image that falls back to the type's default image when missing or broken (behaviour §8). */
export function PostImage({ src, alt, type, sizes, width, height, priority, className }: PostImageProps) {
  const fallback = defaultImageFor(type);
  const [current, setCurrent] = useState(src || fallback);
  return (
    <Image
      src={current}
      alt={alt}
      {...(width && height ? { width, height } : { fill: true, sizes })}
      preload={priority}
      fetchPriority={priority ? 'high' : undefined}
      className={className ?? 'object-cover'}
      onError={() => setCurrent(fallback)}
    />
  );
}
