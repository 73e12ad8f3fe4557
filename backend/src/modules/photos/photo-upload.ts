import type { FastifyRequest } from 'fastify';
import { PhotoMissingException, PhotoTooLargeException, PhotoUnreadableException } from './photos.exceptions';

const ONE_AT_A_TIME = 'Dërgoni vetëm një foto në një herë.';

/**
 * The one file of a multipart upload, read whole (at most PHOTO_MAX_BYTES: the parser's limit). The body
 * is read to its end, so a second file is refused rather than silently dropped.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new PhotoMissingException();
  let data: Buffer | null = null;
  try {
    for await (const part of request.files()) {
      if (data) throw new PhotoUnreadableException(ONE_AT_A_TIME);
      data = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PhotoTooLargeException();
    // More parts than the one file, or a body that is not proper multipart.
    if (typeof code === 'string' && code.startsWith('FST_')) throw new PhotoUnreadableException(ONE_AT_A_TIME);
    throw error;
  }
  if (!data) throw new PhotoMissingException();
  if (data.length === 0) throw new PhotoUnreadableException('Skedari është bosh. Zgjidhni ose bëni një foto tjetër.');
  return data;
}
