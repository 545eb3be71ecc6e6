import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import {
  STORED_FILE_CACHE_CONTROL,
  StorageUnavailableError,
  checkedKey,
  contentTypeOf,
  newKey,
  urlOfKey,
  type Storage,
  type StorageServing,
} from './storage.ts';

/** Whether S3 answered that there is no such object. */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** The S3 client of the settings: path-style addressing for any endpoint that is not AWS's own. */
function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Most S3-compatible servers (MinIO, Ceph, Garage, s3rver) address buckets by path, not host name.
    forcePathStyle: settings.endpoint !== undefined,
    // Without keys, the SDK's own chain: AWS_* variables, shared files, an instance's role.
    credentials: settings.credentials,
    // Checksums only where S3 requires them: the newer default (CRC32 on every request) is
    // refused by several S3-compatible servers, and TLS already guards the bytes on the way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that hangs must not hold an upload or an image request for ever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

/**
 * Stores files as objects of an S3-compatible bucket, under the same keys as on disk. Each
 * object carries its content type and cache lifetime, so a public bucket or a CDN serves it as
 * the server would.
 */
export function createS3Storage(settings: S3Settings, client = createS3Client(settings)): Storage {
  const { bucket } = settings;

  async function put(key: string, data: Buffer): Promise<void> {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: checkedKey(key),
        Body: data,
        ContentType: contentTypeOf(key),
        CacheControl: STORED_FILE_CACHE_CONTROL,
      }),
    );
  }

  const serving: StorageServing = settings.publicUrl
    ? { kind: 'redirect', urlOf: (key) => `${settings.publicUrl!.replace(/\/+$/, '')}/${checkedKey(key)}` }
    : {
        kind: 'stream',
        async open(key, ifNoneMatch) {
          try {
            const object = await client.send(
              new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key), IfNoneMatch: ifNoneMatch }),
            );
            return {
              body: object.Body as Readable,
              contentType: object.ContentType ?? contentTypeOf(key),
              contentLength: object.ContentLength,
              etag: object.ETag,
              lastModified: object.LastModified,
            };
          } catch (error) {
            if (isMissing(error)) return undefined;
            if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 304) return 'not-modified';
            throw error;
          }
        },
      };

  return {
    serving,

    async save(folder, data, extension) {
      const key = newKey(folder, extension);
      await put(key, data);
      return { key, url: urlOfKey(key) };
    },

    put,

    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async remove(key) {
      // Deleting a missing object succeeds in S3.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
        // HeadBucket answers have no body: the status says it all.
        const why =
          error instanceof S3ServiceException
            ? `${error.name} (HTTP ${error.$metadata.httpStatusCode})`
            : (error as Error).message || (error as Error).name;
        throw new StorageUnavailableError(
          `S3_BUCKET ${bucket} cannot be used at ${where}: ${why}. ` +
            'Check the bucket name, S3_REGION, S3_ENDPOINT and the access keys.',
          { cause: error },
        );
      }
    },

    close() {
      client.destroy();
    },
  };
}
