import type { HistoryAuthor, SuccessResponse } from './common';

/** Photos of a device: when the shop took it in, and while it was being repaired. */
export const PHOTO_STAGES = ['intake', 'repair'] as const;
export type PhotoStage = (typeof PHOTO_STAGES)[number];

export const PHOTO_STAGE_LABELS: Record<PhotoStage, string> = { intake: 'Në pranim', repair: 'Gjatë riparimit' };

export const JOB_PHOTO_LIMIT = 8;
/** Largest file taken; a phone's camera photo is 2–6 MB. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_CAPTION_MAX_LENGTH = 200;
/** Longest side of the copy kept to look at, and of the thumbnail. */
export const PHOTO_FULL_SIZE = 1600;
export const PHOTO_THUMB_SIZE = 320;

export const PHOTO_VARIANTS = ['thumb', 'full'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

/** Sent as the query of POST /jobs/:id/photos; the file itself is the multipart body's one part. */
export interface PhotoUploadQuery {
  stage?: PhotoStage;
  caption?: string;
}

export interface JobPhotoResponse {
  id: string;
  stage: PhotoStage;
  caption: string | null;
  /** Of the full copy. */
  width: number;
  height: number;
  createdAt: string;
  author: HistoryAuthor | null;
  /** Signed links that work without the token for a few minutes (so an <img> can load them). */
  thumbUrl: string;
  fullUrl: string;
}

export interface JobPhotosResponse {
  photos: JobPhotoResponse[];
  limit: number;
}

export interface JobPhotoAddedResponse extends SuccessResponse {
  photo: JobPhotoResponse;
}
