// The API's env module as the app reads it: derived values, the file storage the S3_* variables
// choose, and a bad value named at start-up.
import path from 'node:path';

import { dbEnv } from '@kasar/db/env';
import { describe, expect, it } from 'vitest';

import { envLoader } from '@kasar/db/testing/env';
import { loadApiEnv as loadApiEnvFrom } from './env';

const loadApiEnv = envLoader(async () => (await import('./env')).apiEnv);

describe('apiEnv', () => {
  it('derives the public URL from PORT, and the upload and mail folders from DATA_DIR', async () => {
    const env = await loadApiEnv({ PORT: '4100', APP_URL: '', DATA_DIR: 'tmp/site-data' });
    const dataDir = path.resolve(import.meta.dirname, '../../..', 'tmp/site-data');
    expect(env).toMatchObject({
      PORT: 4100,
      appUrl: 'http://localhost:4100',
      DATA_DIR: dataDir,
      uploadsDir: path.join(dataDir, 'uploads'),
      mailOutboxDir: path.join(dataDir, 'mail'),
      mailFrom: 'no-reply@localhost',
    });
  });

  it('takes APP_URL without its trailing slash', async () => {
    const env = await loadApiEnv({ APP_URL: 'https://www.example.com/' });
    expect(env.appUrl).toBe('https://www.example.com');
  });

  it('stops on a bad value of its own or of the data layer, naming the variable', async () => {
    await expect(loadApiEnv({ SMTP_URL: 'mail.example.com' })).rejects.toThrow(
      'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL',
    );
    await expect(loadApiEnv({ DATABASE_URL: 'mysql://localhost/kasar' })).rejects.toThrow(
      'Invalid configuration: DATABASE_URL must be a postgresql:// URL',
    );
  });
});

const uploadsDir = path.join(dbEnv.DATA_DIR, 'uploads');

describe('loadApiEnv storage', () => {
  it('stores on local disk under DATA_DIR/uploads when nothing is configured', () => {
    expect(loadApiEnvFrom({}).storage).toEqual({ uploadsDir, uploadThingToken: undefined });
    expect(loadApiEnvFrom({ S3_BUCKET: '  ', UPLOADTHING_TOKEN: '' }).storage).toEqual({
      uploadsDir,
      uploadThingToken: undefined,
    });
  });

  it('stores in S3 when S3_BUCKET is set, with us-east-1 and virtual-hosted style by default', () => {
    expect(loadApiEnvFrom({ S3_BUCKET: 'kasar-uploads' }).storage.s3).toEqual({
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
      const env = loadApiEnvFrom({
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
    expect(() => loadApiEnvFrom(source)).toThrow(message);
  });
});

describe('loadApiEnv inquiries', () => {
  it('announces to nobody configured and acknowledges nothing by default', () => {
    expect(loadApiEnvFrom({}).inquiries).toEqual({ notifyTo: undefined, acknowledge: false });
    expect(loadApiEnvFrom({ INQUIRY_NOTIFY_TO: ' ', INQUIRY_ACK: '' }).inquiries).toEqual({
      notifyTo: undefined,
      acknowledge: false,
    });
  });

  it('takes one address or several, comma-separated, and INQUIRY_ACK as a yes/no flag', () => {
    expect(
      loadApiEnvFrom({
        INQUIRY_NOTIFY_TO: 'sales@firm.example, owner@firm.example ,',
        INQUIRY_ACK: 'TRUE',
      }).inquiries,
    ).toEqual({ notifyTo: ['sales@firm.example', 'owner@firm.example'], acknowledge: true });
    expect(loadApiEnvFrom({ INQUIRY_ACK: '0' }).inquiries.acknowledge).toBe(false);
  });

  it('stops on an address that is not one, or a flag that is not yes/no', () => {
    expect(() => loadApiEnvFrom({ INQUIRY_NOTIFY_TO: 'sales@firm.example; owner' })).toThrow(
      'Invalid configuration: INQUIRY_NOTIFY_TO must be an e-mail address, or several separated by commas',
    );
    expect(() => loadApiEnvFrom({ INQUIRY_NOTIFY_TO: ',' })).toThrow(
      'Invalid configuration: INQUIRY_NOTIFY_TO must be an e-mail address, or several separated by commas',
    );
    expect(() => loadApiEnvFrom({ INQUIRY_ACK: 'yes' })).toThrow(
      'Invalid configuration: INQUIRY_ACK must be true, false, 1 or 0',
    );
  });
});

describe('AUDIT_RETENTION_DAYS', () => {
  it('keeps audit events 365 days unless set to a whole number of days', () => {
    expect(loadApiEnvFrom({}).auditRetentionDays).toBe(365);
    expect(loadApiEnvFrom({ AUDIT_RETENTION_DAYS: '' }).auditRetentionDays).toBe(365);
    expect(loadApiEnvFrom({ AUDIT_RETENTION_DAYS: ' 90 ' }).auditRetentionDays).toBe(90);
    for (const bad of ['0', '-5', '1.5', 'a year', '36501']) {
      expect(() => loadApiEnvFrom({ AUDIT_RETENTION_DAYS: bad })).toThrow(
        'Invalid configuration: AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 36500',
      );
    }
  });
});

describe('TRASH_RETENTION_DAYS', () => {
  it('keeps deleted items in the trash 30 days unless set to a whole number of days', () => {
    expect(loadApiEnvFrom({}).trashRetentionDays).toBe(30);
    expect(loadApiEnvFrom({ TRASH_RETENTION_DAYS: '' }).trashRetentionDays).toBe(30);
    expect(loadApiEnvFrom({ TRASH_RETENTION_DAYS: ' 7 ' }).trashRetentionDays).toBe(7);
    for (const bad of ['0', '-5', '1.5', 'a month', '36501']) {
      expect(() => loadApiEnvFrom({ TRASH_RETENTION_DAYS: bad })).toThrow(
        'Invalid configuration: TRASH_RETENTION_DAYS must be a whole number of days from 1 to 36500',
      );
    }
  });
});

describe('VERSIONS_PER_ITEM', () => {
  it('keeps 50 versions of each item unless set to a whole number from 1 to 10000', () => {
    expect(loadApiEnvFrom({}).versionsPerItem).toBe(50);
    expect(loadApiEnvFrom({ VERSIONS_PER_ITEM: '' }).versionsPerItem).toBe(50);
    expect(loadApiEnvFrom({ VERSIONS_PER_ITEM: ' 20 ' }).versionsPerItem).toBe(20);
    for (const bad of ['0', '-5', '1.5', 'all', '10001']) {
      expect(() => loadApiEnvFrom({ VERSIONS_PER_ITEM: bad })).toThrow(
        'Invalid configuration: VERSIONS_PER_ITEM must be a whole number of versions from 1 to 10000',
      );
    }
  });
});
