import 'server-only';
import sharp from 'sharp';
import { fetchMediaBytes } from '@/lib/wp';
import { SHARE_IMAGE_SIZE } from './share';

/**
 * The post's featured image as a 1200×630 JPEG data URL for next/og, or null (the caller draws the
 * branded background). sharp converts whatever WordPress holds (WebP, huge JPEGs, PNG) into
 * something small that satori can embed, cropped to the share format.
 */
export async function ogBackground(imageUrl: string | null): Promise<string | null> {
  const media = await fetchMediaBytes(imageUrl);
  if (!media) return null;
  try {
    const jpeg = await sharp(Buffer.from(media.bytes))
      .rotate()
      .resize(SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 78 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch {
    return null; // not an image sharp can read: fall back to the branded background
  }
}
