import type { DataSource, EntityManager } from 'typeorm';
import type { HistoryAuthor, PhotoStage, PhotoVariant } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';

export interface PhotoRow {
  id: string;
  businessId: string;
  jobId: string;
  stage: PhotoStage;
  caption: string | null;
  width: number;
  height: number;
  storageKey: string;
  createdAt: Date;
  authorId: string | null;
  authorName: string | null;
}

const COLUMNS = `id, business_id AS "businessId", job_id AS "jobId", stage, caption, width, height, storage_key AS "storageKey",
                 created_at AS "createdAt", author_id AS "authorId", author_name AS "authorName"`;

/** The file of one variant: the row keeps the common part of both names. */
export const photoFileKey = (storageKey: string, variant: PhotoVariant): string => `${storageKey}-${variant}.jpg`;

export const photoStorageKey = (businessId: string, jobId: string, photoId: string): string =>
  `${businessId}/${jobId}/${photoId}`;

export async function photosOfJob(db: DataSource | EntityManager, jobId: string): Promise<PhotoRow[]> {
  return preparedQuery<PhotoRow>(db, `SELECT ${COLUMNS} FROM job_photos WHERE job_id = $1 ORDER BY created_at, id`, [
    jobId,
  ]);
}

export async function photoCount(manager: EntityManager, jobId: string): Promise<number> {
  const [row] = await preparedQuery<{ count: number }>(
    manager,
    `SELECT COUNT(*)::int AS count FROM job_photos WHERE job_id = $1`,
    [jobId],
  );
  return row?.count ?? 0;
}

export async function insertPhoto(manager: EntityManager, photo: PhotoRow & { bytes: number }): Promise<void> {
  await preparedQuery(
    manager,
    `INSERT INTO job_photos (id, business_id, job_id, stage, caption, width, height, bytes, storage_key, created_at, author_id, author_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      photo.id,
      photo.businessId,
      photo.jobId,
      photo.stage,
      photo.caption,
      photo.width,
      photo.height,
      photo.bytes,
      photo.storageKey,
      photo.createdAt,
      photo.authorId,
      photo.authorName,
    ],
  );
}

/** A photo by its id alone: what a signed link names (the signature is the permission). */
export async function photoById(db: DataSource | EntityManager, photoId: string): Promise<PhotoRow | null> {
  const [row] = await preparedQuery<PhotoRow>(db, `SELECT ${COLUMNS} FROM job_photos WHERE id = $1`, [photoId]);
  return row ?? null;
}

export async function deletePhoto(manager: EntityManager, jobId: string, photoId: string): Promise<PhotoRow | null> {
  const [row] = await preparedQuery<PhotoRow>(
    manager,
    `DELETE FROM job_photos WHERE id = $1 AND job_id = $2 RETURNING ${COLUMNS}`,
    [photoId, jobId],
  );
  return row ?? null;
}

export const photoAuthor = (row: Pick<PhotoRow, 'authorId' | 'authorName'>): HistoryAuthor | null =>
  row.authorId && row.authorName ? { id: row.authorId, name: row.authorName } : null;
