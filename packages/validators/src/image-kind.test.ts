import { describe, expect, it } from 'vitest';

import { rasterKindOfFile, sniffRasterKind } from './image-kind';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0, 0, 0, 0],
    [...'WEBP'].map((c) => c.charCodeAt(0)),
  );

describe('the kind of an image, by its first bytes', () => {
  it('recognises JPEG, PNG and WebP', () => {
    expect(sniffRasterKind(new Uint8Array(JPEG))).toBe('jpeg');
    expect(sniffRasterKind(new Uint8Array(PNG))).toBe('png');
    expect(sniffRasterKind(new Uint8Array(WEBP))).toBe('webp');
  });

  it('knows nothing else, whatever the name says', async () => {
    expect(sniffRasterKind(new TextEncoder().encode('GIF89a....'))).toBeNull();
    expect(sniffRasterKind(new TextEncoder().encode('<svg xmlns="..."/>'))).toBeNull();
    expect(sniffRasterKind(new Uint8Array())).toBeNull();
    expect(
      await rasterKindOfFile(new File(['not an image'], 'photo.png', { type: 'image/png' })),
    ).toBeNull();
    expect(await rasterKindOfFile(new File([new Uint8Array(PNG)], 'notes.txt'))).toBe('png');
  });
});
