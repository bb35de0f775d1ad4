// S3-compatible storage driver: objects keyed `<folder>/<random>.<ext>` in one bucket, served by the site.
import type { Readable } from 'node:stream';

import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

import { CONTENT_TYPES, parseStorageKey, uploadsUrl } from './keys';
import type { ListableStorage, PutFileInput, StoredFile, StoredObject } from './types';

export interface S3StorageConfig {
  bucket: string;
  /** Endpoint of an S3-compatible service (MinIO, R2, ...); unset: AWS S3 of `region`. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither: the SDK's own credential chain (AWS_* variables, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

/** A storage driver that can also let go of its connections (tests, shutdown). */
export interface S3Storage extends ListableStorage {
  close(): void;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The store says there is no such object (and not that the bucket is missing or access denied). */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchKey' || error.name === 'NotFound') return true;
  return error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

/** ETags as the store sends them are quoted; a few S3-compatible stores leave the quotes off. */
function quotedEtag(etag: string | undefined, fallback: string): string {
  const value = etag?.trim();
  if (!value) return fallback;
  return /^(W\/)?".*"$/.test(value) ? value : `"${value}"`;
}

export function createS3Storage(config: S3StorageConfig): S3Storage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    // Plain bodies without the CRC checksums newer SDKs add by default: every S3-compatible store
    // accepts them, and each stored file was checked in full before it is put.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout: 30_000,
      throwOnRequestTimeout: true,
    },
  });
  const bucket = config.bucket;

  async function upload(
    key: string,
    data: Uint8Array | Readable,
    size: number,
    contentType: string,
    abortSignal?: AbortSignal,
  ): Promise<void> {
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentLength: size,
          ContentType: contentType,
        }),
        { abortSignal },
      );
    } catch (error) {
      throw new Error(`S3 upload of ${key} to bucket ${bucket} failed: ${describe(error)}`, {
        cause: error,
      });
    }
  }

  return {
    async put(file: PutFileInput): Promise<StoredFile> {
      if (!parseStorageKey(file.key)) {
        throw new Error(`Invalid storage key: ${JSON.stringify(file.key)}`);
      }
      await upload(file.key, file.data, file.data.byteLength, file.contentType);
      return { key: file.key, url: uploadsUrl(file.key) };
    },

    async *list(): AsyncIterable<string> {
      let continuationToken: string | undefined;
      do {
        let page;
        try {
          page = await client.send(
            new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: continuationToken }),
          );
        } catch (error) {
          throw new Error(`S3 listing of bucket ${bucket} failed: ${describe(error)}`, {
            cause: error,
          });
        }
        for (const object of page.Contents ?? []) {
          // Only the app's own files: anything else another tool put in the bucket is left out.
          if (object.Key && parseStorageKey(object.Key)) yield object.Key;
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },

    async write(key: string, data: Uint8Array): Promise<void> {
      const parsed = parseStorageKey(key);
      if (!parsed) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
      await upload(key, data, data.byteLength, CONTENT_TYPES[parsed.extension]);
    },

    async writeStream(key: string, data: Readable, size: number): Promise<void> {
      const parsed = parseStorageKey(key);
      if (!parsed) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
      // One PUT of a known length (up to 5 GiB). The SDK does not watch its body for errors: a
      // failing `data` aborts the request here, and whatever the store kept of it is deleted.
      const aborting = new AbortController();
      const abort = (error: Error) => aborting.abort(error);
      data.once('error', abort);
      try {
        await upload(key, data, size, CONTENT_TYPES[parsed.extension], aborting.signal);
      } catch (error) {
        await client
          .send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
          .catch(() => undefined);
        // The stream's own failure says why, where the SDK only says 'Request aborted'.
        throw aborting.signal.aborted ? aborting.signal.reason : error;
      } finally {
        data.off('error', abort);
      }
    },

    // A PutObject stores the whole object or nothing: no write leaves a part behind.
    removeTemporaryFiles(): Promise<number> {
      return Promise.resolve(0);
    },

    async delete(key: string): Promise<void> {
      if (!parseStorageKey(key)) {
        throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
      }
      try {
        // Deleting an object that is already gone succeeds, as on local disk.
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        throw new Error(`S3 delete of ${key} from bucket ${bucket} failed: ${describe(error)}`, {
          cause: error,
        });
      }
    },

    async read(key: string): Promise<StoredObject | null> {
      const parsed = parseStorageKey(key);
      if (!parsed) return null;
      let object;
      try {
        object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw new Error(`S3 read of ${key} from bucket ${bucket} failed: ${describe(error)}`, {
          cause: error,
        });
      }
      if (!object.Body) return null;
      const data = await object.Body.transformToByteArray();
      const lastModified = object.LastModified ?? new Date(0);
      return {
        data,
        contentType: CONTENT_TYPES[parsed.extension],
        size: data.byteLength,
        lastModified,
        etag: quotedEtag(
          object.ETag,
          `"${data.byteLength.toString(16)}-${lastModified.getTime().toString(16)}"`,
        ),
      };
    },

    close(): void {
      client.destroy();
    },
  };
}
