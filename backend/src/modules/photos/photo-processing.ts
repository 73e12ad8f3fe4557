import type Sharp from 'sharp';
import { PHOTO_FULL_SIZE, PHOTO_THUMB_SIZE } from '@repair-shop/contracts';
import { PhotoUnreadableException } from './photos.exceptions';
import { requireOnFirstUse } from '../../common/lazy/on-first-use';

const sharp = requireOnFirstUse<typeof Sharp>('sharp');

/** What a camera or a gallery gives; HEIF covers AVIF (this build of sharp decodes no HEVC, iPhones send JPEG to browsers). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
/** A 50-megapixel photo is the most a phone takes; more is a decompression bomb, not a photo. */
const MAX_INPUT_PIXELS = 60_000_000;

export interface ProcessedPhoto {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * Reads the upload by its content (never its name or declared type), turns it upright by its EXIF
 * orientation and writes two JPEGs without any metadata (no GPS position, no camera serial): one of at
 * most 1600 px to look at, one of 320 px for the list. A file sharp cannot read whole is refused.
 */
export async function processPhoto(upload: Buffer): Promise<ProcessedPhoto> {
  const input = () => sharp()(upload, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS });
  try {
    const { format } = await input().metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new PhotoUnreadableException();
    const upright = input().autoOrient();
    const [full, thumb] = await Promise.all([
      upright
        .clone()
        .resize({ width: PHOTO_FULL_SIZE, height: PHOTO_FULL_SIZE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true }),
      upright
        .clone()
        .resize({ width: PHOTO_THUMB_SIZE, height: PHOTO_THUMB_SIZE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 75, mozjpeg: true })
        .toBuffer(),
    ]);
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch (error) {
    if (error instanceof PhotoUnreadableException) throw error;
    // sharp's own message (an unsupported format, a truncated JPEG) means the file, not the server.
    throw new PhotoUnreadableException();
  }
}
