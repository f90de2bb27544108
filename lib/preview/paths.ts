import type { PostType } from '@/lib/content/content-types';

/** The post of a preview: one of the four post types, by WordPress id. */
export interface PreviewTarget {
  type: PostType;
  id: number;
}

/** The portal's own link to a post's preview (staff screens); /api/preview checks and starts it. */
export function previewPath(target: PreviewTarget): string {
  return `/api/preview?type=${target.type}&id=${Math.trunc(target.id)}`;
}

/** Where the preview is rendered, once /api/preview has turned Draft Mode on. */
export function previewPagePath(target: PreviewTarget): string {
  return `/preview/${target.type}/${Math.trunc(target.id)}`;
}
