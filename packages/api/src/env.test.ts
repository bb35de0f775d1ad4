// Tests for the API's configuration: the file storage the S3_* variables choose, and their errors.
import path from 'node:path';

import { dbEnv } from '@kasar/db';
import { describe, expect, it } from 'vitest';

import { loadApiEnv } from './env';

const uploadsDir = path.join(dbEnv.dataDir, 'uploads');

describe('loadApiEnv storage', () => {
  it('stores on local disk under DATA_DIR/uploads when nothing is configured', () => {
    expect(loadApiEnv({}).storage).toEqual({ uploadsDir, uploadThingToken: undefined });
    expect(loadApiEnv({ S3_BUCKET: '  ', UPLOADTHING_TOKEN: '' }).storage).toEqual({
      uploadsDir,
      uploadThingToken: undefined,
    });
  });

  it('stores in S3 when S3_BUCKET is set, with us-east-1 and virtual-hosted style by default', () => {
    expect(loadApiEnv({ S3_BUCKET: 'kasar-uploads' }).storage.s3).toEqual({
      bucket: 'kasar-uploads',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it('reads every S3 setting', () => {
    for (const [flag, forcePathStyle] of [
      ['true', true],
      ['1', true],
      ['false', false],
      ['0', false],
      ['', false],
    ] as const) {
      const env = loadApiEnv({
        S3_BUCKET: 'media.kasar.example',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: ' AKIAEXAMPLE ',
        S3_SECRET_ACCESS_KEY: 'secret/with+chars',
        S3_FORCE_PATH_STYLE: flag,
      });
      expect(env.storage.s3).toEqual({
        bucket: 'media.kasar.example',
        endpoint: 'http://127.0.0.1:9000',
        region: 'auto',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret/with+chars',
        forcePathStyle,
      });
    }
  });

  it.each([
    [{ S3_BUCKET: 'my bucket' }, /^Invalid configuration: S3_BUCKET must be a bucket name/],
    [{ S3_BUCKET: 'uploads/sub' }, /^Invalid configuration: S3_BUCKET /],
    [{ S3_BUCKET: 'ab' }, /^Invalid configuration: S3_BUCKET /],
    [
      { S3_BUCKET: 'uploads', S3_ENDPOINT: 'minio:9000' },
      /^Invalid configuration: S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL$/,
    ],
    [
      { S3_BUCKET: 'uploads', S3_ENDPOINT: 'ftp://minio.local' },
      /^Invalid configuration: S3_ENDPOINT /,
    ],
    [
      { S3_BUCKET: 'uploads', S3_REGION: 'EU West' },
      /^Invalid configuration: S3_REGION must be a region name/,
    ],
    [
      { S3_BUCKET: 'uploads', S3_FORCE_PATH_STYLE: 'yes' },
      /^Invalid configuration: S3_FORCE_PATH_STYLE must be true, false, 1 or 0$/,
    ],
    [
      { S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' },
      /^Invalid configuration: S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set$/,
    ],
    [
      { S3_BUCKET: 'uploads', S3_SECRET_ACCESS_KEY: 'secret' },
      /^Invalid configuration: S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set$/,
    ],
    [
      { S3_BUCKET: 'uploads', UPLOADTHING_TOKEN: 'token' },
      /^Invalid configuration: S3_BUCKET and UPLOADTHING_TOKEN are both set/,
    ],
    [
      { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'auto' },
      /^Invalid configuration: S3_ENDPOINT, S3_REGION are set without S3_BUCKET$/,
    ],
  ])('refuses %j', (source, message) => {
    expect(() => loadApiEnv(source)).toThrow(message);
  });
});
