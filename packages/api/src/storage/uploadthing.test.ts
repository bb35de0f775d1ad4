// Tests for the UploadThing driver with a stubbed UTApi.
import { describe, expect, it, vi } from 'vitest';

import type { UploadThingApi } from './uploadthing';
import { createUploadThingStorage } from './uploadthing';

type UploadResult = Awaited<ReturnType<UploadThingApi['uploadFiles']>>;

function stubApi(
  upload: (file: File) => Promise<UploadResult>,
  remove: UploadThingApi['deleteFiles'] = () => Promise.resolve({ success: true, deletedCount: 1 }),
) {
  return { uploadFiles: vi.fn(upload), deleteFiles: vi.fn(remove) };
}

const input = {
  key: `banners/${'d'.repeat(32)}.png`,
  data: new Uint8Array([1, 2, 3, 4]),
  contentType: 'image/png',
};

describe('createUploadThingStorage', () => {
  it('uploads one File with the bytes, type and a name made of the key it was given', async () => {
    const api = stubApi(() =>
      Promise.resolve({
        data: { key: 'abc123.png', ufsUrl: 'https://app.ufs.sh/f/abc123.png' },
        error: null,
      }),
    );
    const storage = createUploadThingStorage('token', { api });

    const stored = await storage.put(input);

    expect(stored).toEqual({ key: 'abc123.png', url: 'https://app.ufs.sh/f/abc123.png' });
    expect(api.uploadFiles).toHaveBeenCalledTimes(1);
    const file = api.uploadFiles.mock.calls[0]?.[0];
    expect(file).toBeInstanceOf(File);
    expect(file?.name).toBe(`banners-${'d'.repeat(32)}.png`);
    expect(file?.type).toBe('image/png');
    expect(new Uint8Array((await file?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(input.data);
  });

  it('turns an UploadThing error result into a thrown Error', async () => {
    const api = stubApi(() =>
      Promise.resolve({ data: null, error: { code: 'TOO_LARGE', message: 'File too big' } }),
    );
    const storage = createUploadThingStorage('token', { api });
    await expect(storage.put(input)).rejects.toThrow(
      /UploadThing upload .*TOO_LARGE.*File too big/,
    );
  });

  it('turns a rejected upload call into a thrown Error naming UploadThing', async () => {
    const api = stubApi(() => Promise.reject(new Error('Invalid token')));
    const storage = createUploadThingStorage('token', { api });
    await expect(storage.put(input)).rejects.toThrow(/UploadThing upload .*Invalid token/);
  });

  it('deletes by UploadThing file key', async () => {
    const api = stubApi(() => Promise.reject(new Error('unused')));
    const storage = createUploadThingStorage('token', { api });
    await storage.delete('abc123.png');
    expect(api.deleteFiles).toHaveBeenCalledWith('abc123.png');
  });

  it('throws when UploadThing fails or refuses a delete', async () => {
    const failing = stubApi(
      () => Promise.reject(new Error('unused')),
      () => Promise.reject(new Error('network down')),
    );
    await expect(
      createUploadThingStorage('token', { api: failing }).delete('abc123.png'),
    ).rejects.toThrow(/UploadThing delete of abc123\.png failed: network down/);

    const refusing = stubApi(
      () => Promise.reject(new Error('unused')),
      () => Promise.resolve({ success: false, deletedCount: 0 }),
    );
    await expect(
      createUploadThingStorage('token', { api: refusing }).delete('abc123.png'),
    ).rejects.toThrow(/UploadThing delete of abc123\.png failed/);
  });

  it('rejects an empty or path-like key without calling UploadThing', async () => {
    const api = stubApi(() => Promise.reject(new Error('unused')));
    const storage = createUploadThingStorage('token', { api });
    await expect(storage.delete('')).rejects.toThrow(/Invalid UploadThing file key/);
    await expect(storage.delete('../x')).rejects.toThrow(/Invalid UploadThing file key/);
    expect(api.deleteFiles).not.toHaveBeenCalled();
  });

  it('builds a real UTApi when no stub is given', () => {
    const storage = createUploadThingStorage('token');
    expect(typeof storage.put).toBe('function');
    expect(typeof storage.delete).toBe('function');
  });
});
