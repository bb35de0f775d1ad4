import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import {
  cropStart,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  shareImageOf,
  shareImageVersion,
} from './share-image';

/** A 2400 × 630 photo: red on its left half, blue on its right. */
function redLeftBlueRight() {
  const half = { width: 1200, height: 630, channels: 3 as const };
  return sharp({ create: { width: 2400, height: 630, channels: 3, background: '#ff0000' } })
    .composite([
      {
        input: { create: { ...half, background: '#0000ff' } },
        left: 1200,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
}

/** The colour at (x, y) of a JPEG, as [r, g, b]. */
async function pixelAt(jpeg: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0];
}

const isRed = ([r, g, b]: number[]) => (r ?? 0) > 200 && (g ?? 0) < 60 && (b ?? 0) < 60;
const isBlue = ([r, g, b]: number[]) => (r ?? 0) < 60 && (g ?? 0) < 60 && (b ?? 0) > 200;

describe('the share image', () => {
  it('is a 1200 × 630 JPEG whatever the photo’s shape', async () => {
    for (const [width, height] of [
      [16, 16],
      [4000, 1000],
      [600, 2000],
    ] as const) {
      const photo = await sharp({ create: { width, height, channels: 4, background: '#c2410c80' } })
        .png()
        .toBuffer();
      const cut = await shareImageOf(photo, null);
      const metadata = await sharp(cut).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        'jpeg',
        SHARE_IMAGE_WIDTH,
        SHARE_IMAGE_HEIGHT,
      ]);
    }
  });

  it('keeps the focal point in frame; without one the cut is centred', async () => {
    const photo = await redLeftBlueRight();
    const left = await shareImageOf(photo, { x: 10, y: 50 });
    expect(isRed(await pixelAt(left, 100, 315))).toBe(true);
    expect(isRed(await pixelAt(left, 1100, 315))).toBe(true);
    const right = await shareImageOf(photo, { x: 90, y: 50 });
    expect(isBlue(await pixelAt(right, 100, 315))).toBe(true);
    expect(isBlue(await pixelAt(right, 1100, 315))).toBe(true);
    const centred = await shareImageOf(photo, null);
    expect(isRed(await pixelAt(centred, 100, 315))).toBe(true);
    expect(isBlue(await pixelAt(centred, 1100, 315))).toBe(true);
  });

  it('starts a window so its focus is central, within the edges', () => {
    expect(cropStart(2400, 1200, 1200)).toBe(600);
    expect(cropStart(2400, 1200, 100)).toBe(0);
    expect(cropStart(2400, 1200, 2350)).toBe(1200);
    expect(cropStart(1200, 1200, 900)).toBe(0);
  });

  it('has a version that changes with the photo or its focal point', () => {
    const photo = '/uploads/services/hero-1.webp';
    const centred = shareImageVersion(photo, null);
    expect(centred).toMatch(/^[\w-]{12}$/);
    expect(shareImageVersion(photo, null)).toBe(centred);
    expect(shareImageVersion(photo, { x: 30, y: 70 })).not.toBe(centred);
    expect(shareImageVersion(photo, { x: 70, y: 30 })).not.toBe(
      shareImageVersion(photo, { x: 30, y: 70 }),
    );
    expect(shareImageVersion('/uploads/services/hero-2.webp', null)).not.toBe(centred);
  });
});
