// Tests for inspectImage: files are judged by their bytes, size limits and SVG handling.
import zlib from 'node:zlib';

import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { ImageRejectedError, inspectImage, MAX_IMAGE_PIXELS } from './image';
import type { ImageRules } from './image';

const photoRules: ImageRules = {
  allowed: ['jpeg', 'png', 'webp'],
  maxBytes: 10 * 1024 * 1024,
  sizeMessage: 'Image must be less than 10MB',
  typeMessage: 'Image must be JPEG, PNG, JPG, or WebP format',
};

const logoRules: ImageRules = {
  allowed: ['jpeg', 'png', 'webp', 'svg'],
  maxBytes: 5 * 1024 * 1024,
  sizeMessage: 'Logo file size must be less than 5MB',
  typeMessage: 'Logo must be a JPEG, PNG, JPG, WEBP, or SVG image',
};

const base = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#c2410c' } });

let png: Buffer;
let jpeg: Buffer;
let webp: Buffer;

beforeAll(async () => {
  png = await base().png().toBuffer();
  jpeg = await base().jpeg().toBuffer();
  webp = await base().webp().toBuffer();
});

const fileOf = (data: Uint8Array | string, name: string, type = '') =>
  new File([typeof data === 'string' ? data : new Uint8Array(data)], name, { type });

async function rejection(promise: Promise<unknown>): Promise<ImageRejectedError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

describe('inspectImage accepts real images by their bytes', () => {
  it('accepts PNG, JPEG and WebP and names the stored type after the content', async () => {
    const cases = [
      [png, 'png', 'image/png', 'png'],
      [jpeg, 'jpeg', 'image/jpeg', 'jpg'],
      [webp, 'webp', 'image/webp', 'webp'],
    ] as const;
    for (const [data, kind, contentType, extension] of cases) {
      const result = await inspectImage(fileOf(data, `photo.${extension}`), photoRules);
      expect(result).toMatchObject({ kind, contentType, extension });
      const stored = await sharp(result.data).metadata();
      expect([stored.format, stored.width, stored.height]).toEqual([kind, 8, 8]);
    }
  });

  it('ignores the file name and declared type: a JPEG named .png is stored as JPEG', async () => {
    const result = await inspectImage(fileOf(jpeg, 'photo.png', 'image/png'), photoRules);
    expect(result.kind).toBe('jpeg');
    expect(result.extension).toBe('jpg');
    expect(result.contentType).toBe('image/jpeg');
  });
});

/** A JPEG 40 wide and 20 high, left half red and right half blue, as a phone stores it. */
async function phonePhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(40 * 20 * 3);
  for (let index = 0; index < 40 * 20; index += 1) {
    pixels[index * 3 + (index % 40 < 20 ? 0 : 2)] = 255;
  }
  return (
    sharp(pixels, { raw: { width: 40, height: 20, channels: 3 } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 30/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 17/1 40/1',
        },
      })
      // Held sideways: shown turned 90° clockwise.
      .withMetadata({ orientation: 6 })
      .toBuffer()
  );
}

/** The GPS IFD pointer tag (0x8825) in either byte order. */
const hasGpsTag = (exif: Buffer | undefined) =>
  Boolean(exif?.includes(Buffer.from([0x88, 0x25])) || exif?.includes(Buffer.from([0x25, 0x88])));

describe('inspectImage stores photos without their metadata', () => {
  it('strips EXIF and GPS from a phone JPEG and keeps it the right way up', async () => {
    const photo = await phonePhoto();
    const original = await sharp(photo).metadata();
    expect(hasGpsTag(original.exif)).toBe(true);
    expect(original.orientation).toBe(6);

    const result = await inspectImage(fileOf(photo, 'site.jpg'), photoRules);
    const stored = await sharp(result.data).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation ?? 1).toBe(1);
    const bytes = Buffer.from(result.data);
    expect(bytes.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Turned as the phone meant: the red half on top, the blue half below.
    expect([stored.width, stored.height]).toEqual([20, 40]);
    const { data } = await sharp(result.data).raw().toBuffer({ resolveWithObject: true });
    const [topRed = 0, , topBlue = 0] = data.subarray(0, 3);
    const [bottomRed = 0, , bottomBlue = 0] = data.subarray(data.length - 3);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(50);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(50);
  });

  it('strips EXIF from PNG and WebP too', async () => {
    for (const format of ['png', 'webp'] as const) {
      const tagged = await base()
        .toFormat(format)
        .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N' } })
        .toBuffer();
      expect((await sharp(tagged).metadata()).exif).toBeDefined();
      const result = await inspectImage(fileOf(tagged, `photo.${format}`), photoRules);
      expect(result.kind).toBe(format);
      expect((await sharp(result.data).metadata()).exif).toBeUndefined();
      expect(Buffer.from(result.data).includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });
});

/** A valid greyscale PNG of `width` × `height` black pixels: a few KB that decode to many MB. */
function decompressionBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  // Each row: filter byte 0, then `width` zero bytes.
  const pixels = zlib.deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('inspectImage refuses decompression bombs', () => {
  it('refuses an image over the pixel limit with the type message, however small the file', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000);
    const bomb = decompressionBomb(8000, 7000);
    expect(bomb.byteLength).toBeLessThan(200 * 1024);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(8000);
    const error = await rejection(inspectImage(fileOf(bomb, 'bomb.png'), photoRules));
    expect(error.reason).toBe('bad_type');
    expect(error.message).toBe(photoRules.typeMessage);
  });
});

describe('inspectImage rejects what is not an allowed image', () => {
  it('rejects text named .png with the type message', async () => {
    const error = await rejection(
      inspectImage(fileOf('definitely not an image', 'photo.png', 'image/png'), photoRules),
    );
    expect(error.reason).toBe('bad_type');
    expect(error.message).toBe(photoRules.typeMessage);
  });

  it('rejects a truncated PNG whose header is intact', async () => {
    const truncated = png.subarray(0, png.length - 20);
    const error = await rejection(inspectImage(fileOf(truncated, 'cut.png'), photoRules));
    expect(error.reason).toBe('bad_type');
  });

  it('rejects a PNG signature followed by garbage', async () => {
    const fake = Buffer.concat([png.subarray(0, 8), Buffer.from('garbage garbage garbage')]);
    const error = await rejection(inspectImage(fileOf(fake, 'fake.png'), photoRules));
    expect(error.reason).toBe('bad_type');
  });

  it('rejects an empty file', async () => {
    const error = await rejection(inspectImage(fileOf('', 'empty.png'), photoRules));
    expect(error.reason).toBe('bad_type');
  });

  it('rejects a file over the limit as too_large with the size message', async () => {
    const error = await rejection(
      inspectImage(fileOf(png, 'photo.png'), { ...photoRules, maxBytes: png.length - 1 }),
    );
    expect(error.reason).toBe('too_large');
    expect(error.message).toBe(photoRules.sizeMessage);
  });

  it('accepts a file exactly at the limit', async () => {
    const result = await inspectImage(fileOf(png, 'photo.png'), {
      ...photoRules,
      maxBytes: png.length,
    });
    expect(result.kind).toBe('png');
  });

  it('rejects a real image of a kind that is not allowed', async () => {
    const error = await rejection(
      inspectImage(fileOf(webp, 'photo.webp'), { ...photoRules, allowed: ['png', 'jpeg'] }),
    );
    expect(error.reason).toBe('bad_type');
  });

  it('rejects GIF bytes', async () => {
    const gif = await base().gif().toBuffer();
    const error = await rejection(inspectImage(fileOf(gif, 'photo.gif'), logoRules));
    expect(error.reason).toBe('bad_type');
  });
});

describe('inspectImage and SVG', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">' +
    '<script>alert(2)</script><rect width="10" height="10" fill="#c2410c"/></svg>';

  it('rejects SVG when it is not allowed', async () => {
    const error = await rejection(
      inspectImage(fileOf(svg, 'logo.svg', 'image/svg+xml'), photoRules),
    );
    expect(error.reason).toBe('bad_type');
    expect(error.message).toBe(photoRules.typeMessage);
  });

  it('returns the sanitised SVG when SVG is allowed', async () => {
    const result = await inspectImage(fileOf(svg, 'logo.png', 'image/png'), logoRules);
    expect(result).toMatchObject({ kind: 'svg', contentType: 'image/svg+xml', extension: 'svg' });
    const text = new TextDecoder().decode(result.data);
    expect(text).toContain('<rect width="10" height="10" fill="#c2410c"/>');
    expect(text).not.toMatch(/script|onload|alert/i);
  });

  it('rejects an SVG with a DOCTYPE with the type message', async () => {
    const withDoctype = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "b">]>${svg}`;
    const error = await rejection(inspectImage(fileOf(withDoctype, 'logo.svg'), logoRules));
    expect(error.reason).toBe('bad_type');
    expect(error.message).toBe(logoRules.typeMessage);
  });

  it('rejects text whose root element is not <svg>', async () => {
    const html = '<html><body><svg viewBox="0 0 1 1"></svg></body></html>';
    const error = await rejection(inspectImage(fileOf(html, 'logo.svg'), logoRules));
    expect(error.reason).toBe('bad_type');
  });

  it('rejects bytes that are not UTF-8 text', async () => {
    const binary = new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe, 0x3e]);
    const error = await rejection(inspectImage(fileOf(binary, 'logo.svg'), logoRules));
    expect(error.reason).toBe('bad_type');
  });
});
