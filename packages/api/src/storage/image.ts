// Upload checks: an image is judged by its bytes (magic number plus a full decode), never its name,
// and what is stored is its pixels encoded anew: no metadata of the original comes along.
import { sniffRasterKind } from '@kasar/validators';
import sharp from 'sharp';

import { ImageRejectedError } from './errors';
import { sanitizeSvg } from './svg';
import type { StoredExtension } from './types';

export { ImageRejectedError } from './errors';
export type { ImageRejectionReason } from './errors';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'svg';

export interface ImageRules {
  allowed: ImageKind[];
  maxBytes: number;
  sizeMessage: string;
  typeMessage: string;
}

export interface InspectedImage {
  data: Uint8Array;
  contentType: string;
  extension: StoredExtension;
  kind: ImageKind;
}

const KIND_DETAILS: Readonly<
  Record<ImageKind, { contentType: string; extension: StoredExtension }>
> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  svg: { contentType: 'image/svg+xml', extension: 'svg' },
};

/** The raster format announced by the file's first bytes, if any (shared with the forms). */
export { sniffRasterKind };

/**
 * The most pixels an uploaded image may decode to: 50 megapixels is more than any camera photo
 * (a 48 MP phone sensor included) and bounds a decode at about 200 MB. A few kilobytes of PNG
 * can declare far more (a decompression bomb): such a file is refused from its header, before
 * any pixel is decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** JPEG and WebP are encoded anew at a quality that keeps a photo visually unchanged. */
const STORED_QUALITY = 90;

/**
 * Decodes every pixel and encodes them again in the same format: succeeds only for a complete,
 * uncorrupted image of the expected format within the pixel limit. The result is turned the way
 * its EXIF orientation says and carries no metadata (EXIF with the camera and GPS position,
 * XMP, IPTC, comments); only the colour profile is kept, so colours stay as they were.
 */
async function reencoded(
  data: Uint8Array,
  kind: Exclude<ImageKind, 'svg'>,
): Promise<Uint8Array | null> {
  try {
    const image = sharp(data, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS });
    const metadata = await image.metadata();
    if (metadata.format !== kind || !(metadata.width > 0) || !(metadata.height > 0)) return null;
    if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) return null;
    const upright = image.rotate().keepIccProfile();
    const encoded =
      kind === 'jpeg'
        ? upright.jpeg({ quality: STORED_QUALITY, mozjpeg: true })
        : kind === 'png'
          ? upright.png({ palette: metadata.isPalette === true })
          : upright.webp({ quality: STORED_QUALITY });
    return new Uint8Array(await encoded.toBuffer());
  } catch {
    return null;
  }
}

async function sanitizedSvg(data: Uint8Array): Promise<Uint8Array | null> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return null;
  }
  let clean: Uint8Array;
  try {
    clean = new TextEncoder().encode(sanitizeSvg(text));
  } catch (error) {
    if (error instanceof ImageRejectedError) return null;
    throw error;
  }
  try {
    const metadata = await sharp(clean).metadata();
    return metadata.format === 'svg' && metadata.width > 0 && metadata.height > 0 ? clean : null;
  } catch {
    return null;
  }
}

/**
 * Reads an uploaded file and checks it against `rules`. Throws ImageRejectedError with reason
 * `too_large` (message: rules.sizeMessage) or `bad_type` (message: rules.typeMessage; also for an
 * image over MAX_IMAGE_PIXELS). A raster image is returned encoded anew without its metadata, SVG
 * input sanitised.
 */
export async function inspectImage(file: File, rules: ImageRules): Promise<InspectedImage> {
  const tooLarge = new ImageRejectedError('too_large', rules.sizeMessage);
  const badType = new ImageRejectedError('bad_type', rules.typeMessage);
  if (file.size > rules.maxBytes) throw tooLarge;
  const data = new Uint8Array(await file.arrayBuffer());
  if (data.byteLength > rules.maxBytes) throw tooLarge;
  if (data.byteLength === 0) throw badType;

  const raster = sniffRasterKind(data);
  if (raster) {
    if (!rules.allowed.includes(raster)) throw badType;
    const clean = await reencoded(data, raster);
    if (!clean) throw badType;
    return { data: clean, kind: raster, ...KIND_DETAILS[raster] };
  }
  if (rules.allowed.includes('svg')) {
    const clean = await sanitizedSvg(data);
    if (clean) return { data: clean, kind: 'svg', ...KIND_DETAILS.svg };
  }
  throw badType;
}
