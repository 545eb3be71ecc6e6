import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver checks signatures against this one key pair. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server (s3rver, in this process) on a free loopback port, keeping its
 * objects in a temporary folder. Test files make buckets of their own on it (`test-bucket.ts`).
 */
export async function startS3Server(): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { address, port } = await server.run();
  return {
    endpoint: `http://${address}:${port}`,
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
