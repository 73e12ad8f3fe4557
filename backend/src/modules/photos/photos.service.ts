import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  JOB_PHOTO_LIMIT,
  PHOTO_STAGE_LABELS,
  PHOTO_VARIANTS,
  type JobPhotoResponse,
  type PhotoVariant,
} from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { findJobInScope, type JobActor, type JobScope, JobWriter } from '../jobs';
import type { PhotoUploadQueryDto } from './dto/photo-upload-query.dto';
import { PhotoLinks } from './photo-links';
import { processPhoto } from './photo-processing';
import {
  deletePhoto,
  insertPhoto,
  photoAuthor,
  photoById,
  photoCount,
  photoFileKey,
  photosOfJob,
  photoStorageKey,
  type PhotoRow,
} from './photos.repository';
import { PhotoLimitReachedException, PhotoLinkInvalidException, PhotoNotFoundException } from './photos.exceptions';
import { PhotoStorage } from './storage/photo-storage';

const filesOf = (storageKey: string) => PHOTO_VARIANTS.map((variant) => photoFileKey(storageKey, variant));

@Injectable()
export class PhotosService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: PhotoStorage,
    private readonly links: PhotoLinks,
    private readonly writer: JobWriter,
    private readonly clock: Clock,
  ) {}

  async list(scope: JobScope, jobId: string): Promise<JobPhotoResponse[]> {
    const job = await findJobInScope(this.dataSource, scope, jobId);
    const now = this.clock.now();
    return (await photosOfJob(this.dataSource, job.id)).map((row) => this.toResponse(row, now));
  }

  /**
   * The files are written before the row, and removed again if the row is not: a photo the answer
   * acknowledges always has its files, and a refused one leaves none. The count is checked under the
   * job's lock, so uploads at once cannot pass JOB_PHOTO_LIMIT.
   */
  async add(actor: JobActor, jobId: string, query: PhotoUploadQueryDto, upload: Buffer): Promise<JobPhotoResponse> {
    const job = await findJobInScope(this.dataSource, actor, jobId);
    const photo = await processPhoto(upload);
    const id = randomUUID();
    const storageKey = photoStorageKey(job.businessId, job.id, id);
    await this.storage.put(photoFileKey(storageKey, 'full'), photo.full);
    try {
      await this.storage.put(photoFileKey(storageKey, 'thumb'), photo.thumb);
      const row = await this.writer.change(actor, job.id, async (unit) => {
        const { manager, now } = unit;
        if ((await photoCount(manager, job.id)) >= JOB_PHOTO_LIMIT) throw new PhotoLimitReachedException();
        const stage = query.stage ?? 'intake';
        const added: PhotoRow & { bytes: number } = {
          id,
          businessId: job.businessId,
          jobId: job.id,
          stage,
          caption: query.caption || null,
          width: photo.width,
          height: photo.height,
          bytes: photo.full.length + photo.thumb.length,
          storageKey,
          createdAt: now,
          authorId: actor.author.id,
          authorName: actor.author.name,
        };
        await insertPhoto(manager, added);
        const message = `U shtua një foto (${PHOTO_STAGE_LABELS[stage].toLowerCase()})${added.caption ? `: ${added.caption}` : ''}.`;
        await unit.history({ type: 'edit', message, author: actor.author });
        return added;
      });
      return this.toResponse(row, this.clock.now());
    } catch (error) {
      await this.storage.remove(filesOf(storageKey)).catch(() => undefined);
      throw error;
    }
  }

  async remove(actor: JobActor, jobId: string, photoId: string): Promise<void> {
    const removed = await this.writer.change(actor, jobId, async (unit) => {
      const row = await deletePhoto(unit.manager, unit.job.id, photoId);
      if (!row) throw new PhotoNotFoundException();
      const message = `U hoq një foto (${PHOTO_STAGE_LABELS[row.stage].toLowerCase()})${row.caption ? `: ${row.caption}` : ''}.`;
      await unit.history({ type: 'edit', message, author: actor.author });
      return row;
    });
    // After the row is gone: a file left by a failure here is only unused space, never a photo shown without its row.
    await this.storage.remove(filesOf(removed.storageKey)).catch(() => undefined);
  }

  /** A photo's file for a signed link, with the seconds the link has left. */
  async file(
    photoId: string,
    variant: PhotoVariant,
    expiresParam: string | undefined,
    signature: string | undefined,
  ): Promise<{ data: Buffer; secondsLeft: number }> {
    const now = this.clock.now();
    const expires = this.links.verify(photoId, variant, expiresParam, signature, now);
    if (expires === null) throw new PhotoLinkInvalidException();
    const row = await photoById(this.dataSource, photoId);
    if (!row) throw new PhotoNotFoundException();
    return {
      data: await this.storage.read(photoFileKey(row.storageKey, variant)),
      secondsLeft: this.links.secondsLeft(expires, now),
    };
  }

  private toResponse(row: PhotoRow, now: Date): JobPhotoResponse {
    return {
      id: row.id,
      stage: row.stage,
      caption: row.caption,
      width: row.width,
      height: row.height,
      createdAt: row.createdAt.toISOString(),
      author: photoAuthor(row),
      thumbUrl: this.links.link(row.id, 'thumb', now),
      fullUrl: this.links.link(row.id, 'full', now),
    };
  }
}
