// Upload checks: an image is judged by its bytes (magic number plus a full decode), never its name.
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

/** Decodes every pixel: succeeds only for a complete, uncorrupted image of the expected format. */
async function decodesAs(data: Uint8Array, kind: Exclude<ImageKind, 'svg'>): Promise<boolean> {
  try {
    const image = sharp(data, { failOn: 'truncated' });
    const metadata = await image.metadata();
    if (metadata.format !== kind || !(metadata.width > 0) || !(metadata.height > 0)) return false;
    await image.stats();
    return true;
  } catch {
    return false;
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
 * `too_large` (message: rules.sizeMessage) or `bad_type` (message: rules.typeMessage). SVG input is
 * returned sanitised.
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
    if (!rules.allowed.includes(raster) || !(await decodesAs(data, raster))) throw badType;
    return { data, kind: raster, ...KIND_DETAILS[raster] };
  }
  if (rules.allowed.includes('svg')) {
    const clean = await sanitizedSvg(data);
    if (clean) return { data: clean, kind: 'svg', ...KIND_DETAILS.svg };
  }
  throw badType;
}
