/**
 * The image a link preview shows (Open Graph, Twitter card): 1200 × 630, the size the networks
 * ask for, cut from a stored photo so that its focal point stays in frame. Without a focal point
 * the cut is centred, like every other crop of the site.
 */
import { createHash } from 'node:crypto';

import type { FocalPoint } from '@kasar/validators/fields';
import sharp from 'sharp';

import { MAX_IMAGE_PIXELS } from './image';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
const SHARE_IMAGE_QUALITY = 82;

/**
 * Where a window of `window` px starts on a side of `size` px so that `focus` (px from the
 * start) is as near its middle as the edges allow.
 */
export function cropStart(size: number, window: number, focus: number): number {
  return Math.min(Math.max(Math.round(focus - window / 2), 0), size - window);
}

/**
 * The photo scaled to cover 1200 × 630 (never distorted) and cut there around `focal`, as a
 * JPEG; a transparent image is laid on white.
 */
export async function shareImageOf(
  data: Uint8Array,
  focal: FocalPoint | null,
): Promise<Uint8Array> {
  const { width, height } = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  const scale = Math.max(SHARE_IMAGE_WIDTH / width, SHARE_IMAGE_HEIGHT / height);
  const scaledWidth = Math.max(SHARE_IMAGE_WIDTH, Math.round(width * scale));
  const scaledHeight = Math.max(SHARE_IMAGE_HEIGHT, Math.round(height * scale));
  const point = focal ?? { x: 50, y: 50 };
  const cut = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
    .resize(scaledWidth, scaledHeight, { fit: 'fill' })
    .extract({
      left: cropStart(scaledWidth, SHARE_IMAGE_WIDTH, (point.x / 100) * scaledWidth),
      top: cropStart(scaledHeight, SHARE_IMAGE_HEIGHT, (point.y / 100) * scaledHeight),
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: SHARE_IMAGE_QUALITY, mozjpeg: true })
    .toBuffer();
  return new Uint8Array(cut);
}

/**
 * A short token naming the photo and its focal point. It is part of the share image's address,
 * so a network that cached the previous cut fetches the new one after either changes.
 */
export function shareImageVersion(imageUrl: string, focal: FocalPoint | null): string {
  const point = focal ? `${focal.x},${focal.y}` : 'centre';
  return createHash('sha256').update(`${imageUrl}|${point}`).digest('base64url').slice(0, 12);
}
