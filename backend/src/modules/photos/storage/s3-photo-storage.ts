import type * as S3 from '@aws-sdk/client-s3';
import { requireOnFirstUse } from '../../../common/lazy/on-first-use';
import type { PhotoStorageConfig } from '../../../config/app-config';
import { PhotoStorageUnavailableException } from '../photos.exceptions';
import { PhotoStorage } from './photo-storage';

type S3Config = Extract<PhotoStorageConfig, { kind: 's3' }>;

/** The AWS SDK, loaded when a server keeps its photos in S3. */
const s3 = requireOnFirstUse<typeof S3>('@aws-sdk/client-s3');

/** Photos in an S3-compatible bucket (AWS, MinIO, Cloudflare R2, Hetzner…), under the same keys as on disk. */
export class S3PhotoStorage extends PhotoStorage {
  private readonly client: S3.S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    super();
    this.bucket = config.bucket;
    const { S3Client } = s3();
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 requires them: not every S3-compatible store knows the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.run(() =>
      this.client.send(
        new (s3().PutObjectCommand)({ Bucket: this.bucket, Key: key, Body: data, ContentType: 'image/jpeg' }),
      ),
    );
  }

  async read(key: string): Promise<Buffer> {
    return this.run(async () => {
      const object = await this.client.send(new (s3().GetObjectCommand)({ Bucket: this.bucket, Key: key }));
      if (!object.Body) throw new Error(`empty object ${key}`);
      return Buffer.from(await object.Body.transformToByteArray());
    });
  }

  async remove(keys: string[]): Promise<void> {
    await this.run(() =>
      Promise.all(
        keys.map((key) => this.client.send(new (s3().DeleteObjectCommand)({ Bucket: this.bucket, Key: key }))),
      ),
    );
  }

  private async run<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      throw new PhotoStorageUnavailableException(error);
    }
  }
}
