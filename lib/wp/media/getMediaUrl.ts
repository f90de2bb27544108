import { wpConfig } from '@/lib/config';
import { wpFetch } from '../client';
import { mediaSchema } from '../schemas';
import { cacheTags } from '@/lib/cache/policy';

/** Address of a media item by id through the plugin's public-media endpoint; null for a non-positive id. */
export async function getPublicMediaUrl(id: number): Promise<string | null> {
  if (!Number.isInteger(id) || id <= 0) return null; // behaviour §5: positive numeric ids only
  const media = await wpFetch({
    path: `${wpConfig.customNamespace}/public-media/${id}`,
    schema: mediaSchema,
    tags: [cacheTags.all, cacheTags.media(id)],
  });
  return media.source_url;
}

/** Address of a media item by id through core's wp/v2/media (needs the item to be public). */
export async function getMediaUrl(id: number): Promise<string | null> {
  if (!Number.isInteger(id) || id <= 0) return null;
  const media = await wpFetch({ path: `wp/v2/media/${id}`, schema: mediaSchema, tags: [cacheTags.all, cacheTags.media(id)] });
  return media.source_url;
}
