import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { S3_TEST_CREDENTIALS } from './s3-server.ts';

/** A new empty bucket on the run's S3 server, and the settings that put a test app's images in it. */
export async function createTestBucket() {
  const endpoint = inject('s3Endpoint');
  const bucket = `moim-test-${randomUUID().slice(0, 8)}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3_TEST_CREDENTIALS,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  const env = {
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
  };
  return {
    bucket,
    endpoint,
    env,
    /** The bucket's own public address of an object (s3rver answers anyone). */
    publicUrl: (key: string) => `${endpoint}/${bucket}/${key}`,
    /** Whether the bucket holds an object under `key`, asked of S3 directly. */
    async has(key: string): Promise<boolean> {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
        throw error;
      }
    },
    close: () => client.destroy(),
  };
}

export type TestBucket = Awaited<ReturnType<typeof createTestBucket>>;
