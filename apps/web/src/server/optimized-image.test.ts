import { describe, expect, it } from 'vitest';

import { uploadKeyOfOptimizedImage } from './optimized-image';

describe('the upload an optimized image is a copy of', () => {
  it('is the key of the url parameter under /uploads, read as the upload route reads it', () => {
    const key = 'projects/0a1b2c.webp';
    expect(
      uploadKeyOfOptimizedImage(
        `/_next/image?url=%2Fuploads%2F${key.replace('/', '%2F')}&w=640&q=75`,
      ),
    ).toBe(key);
    expect(uploadKeyOfOptimizedImage(`/_next/image?w=640&url=/uploads/${key}&q=75`)).toBe(key);
    // Encoded letters and slashes name the file they spell; dot segments and a query are left out.
    expect(
      uploadKeyOfOptimizedImage('/_next/image?url=%2Fuploads%2Fprojects%252F0a1b2c.webp'),
    ).toBe(key);
    expect(uploadKeyOfOptimizedImage('/_next/image?url=/uploads/projects/%30a1b2c.webp')).toBe(key);
    expect(uploadKeyOfOptimizedImage(`/_next/image?url=/uploads/banners/../${key}`)).toBe(key);
    expect(uploadKeyOfOptimizedImage(`/_next/image?url=/uploads/${key}%3Fv%3D2`)).toBe(key);
  });

  it('is none for other images and other addresses', () => {
    expect(
      uploadKeyOfOptimizedImage('/_next/image?url=%2Fimages%2Fhero.webp&w=640&q=75'),
    ).toBeNull();
    expect(
      uploadKeyOfOptimizedImage('/_next/image?url=https%3A%2F%2Futfs.io%2Ff%2Fx&w=64&q=75'),
    ).toBeNull();
    expect(
      uploadKeyOfOptimizedImage('/_next/image?url=%2F%2Fuploads%2Fprojects%2Fa.webp'),
    ).toBeNull();
    expect(uploadKeyOfOptimizedImage('/_next/image?w=640')).toBeNull();
    expect(uploadKeyOfOptimizedImage('/uploads/projects/0a1b2c.webp')).toBeNull();
    expect(
      uploadKeyOfOptimizedImage('/_next/image?url=/uploads/projects/%25E0%25A4.webp'),
    ).toBeNull();
  });
});
