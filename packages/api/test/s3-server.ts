/**
 * A real S3-compatible server (s3rver, objects in a temporary folder) for storage tests, with one
 * bucket and a plain S3 client to look inside it the way any other S3 tool would.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

import type { S3StorageConfig } from '../src/storage';

export interface TestS3Server {
  /** Driver configuration for the bucket (path-style, s3rver's built-in credentials). */
  config: S3StorageConfig;
  /** Every object key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** Puts an object as another tool would (e.g. when copying local uploads into the bucket). */
  putRaw(key: string, data: Uint8Array, contentType?: string): Promise<void>;
  deleteRaw(key: string): Promise<void>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'kasar-uploads'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const config: S3StorageConfig = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    config,
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    putRaw: async (key, data, contentType = 'application/octet-stream') => {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType }),
      );
    },
    deleteRaw: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    close: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
