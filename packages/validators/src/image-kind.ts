/**
 * What kind of raster image a file is, judged by its first bytes (magic numbers), never by its
 * name or declared type. Browser-safe: forms use it to name a wrong file as soon as it is
 * chosen, and the server uses it before decoding the whole image.
 */
export type RasterKind = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

function startsWithBytes(data: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => data[offset + index] === byte);
}

/** The raster format announced by the file's first bytes, if any. */
export function sniffRasterKind(data: Uint8Array): RasterKind | null {
  if (startsWithBytes(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWithBytes(data, PNG_SIGNATURE)) return 'png';
  if (startsWithBytes(data, RIFF) && startsWithBytes(data, WEBP, 8)) return 'webp';
  return null;
}

/** The same for a chosen file, reading only its first bytes. */
export async function rasterKindOfFile(file: Blob): Promise<RasterKind | null> {
  return sniffRasterKind(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
}
