// Tests for inspectImage: files are judged by their bytes, size limits and SVG handling.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { ImageRejectedError, inspectImage } from './image';
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
      expect(Buffer.from(result.data).equals(data)).toBe(true);
    }
  });

  it('ignores the file name and declared type: a JPEG named .png is stored as JPEG', async () => {
    const result = await inspectImage(fileOf(jpeg, 'photo.png', 'image/png'), photoRules);
    expect(result.kind).toBe('jpeg');
    expect(result.extension).toBe('jpg');
    expect(result.contentType).toBe('image/jpeg');
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
