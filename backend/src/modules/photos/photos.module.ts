import { Module } from '@nestjs/common';
import { JobWriteModule } from '../jobs';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import { PhotoFilesController } from './photo-files.controller';
import { PhotoLinks } from './photo-links';
import { PhotosController } from './photos.controller';
import { PhotosService } from './photos.service';
import { FilesystemPhotoStorage } from './storage/filesystem-photo-storage';
import { PhotoStorage } from './storage/photo-storage';
import { S3PhotoStorage } from './storage/s3-photo-storage';

/** Photos of the devices: resized and stripped of metadata on upload, kept on disk or in S3, served through signed links. */
@Module({
  imports: [JobWriteModule],
  controllers: [PhotosController, PhotoFilesController],
  providers: [
    PhotosService,
    PhotoLinks,
    {
      provide: PhotoStorage,
      inject: [APP_CONFIG],
      useFactory: ({ photoStorage }: RuntimeConfig): PhotoStorage =>
        photoStorage.kind === 's3' ? new S3PhotoStorage(photoStorage) : new FilesystemPhotoStorage(photoStorage.dir),
    },
  ],
  // Deleting a job removes its photos' files too.
  exports: [PhotoStorage],
})
export class PhotosModule {}
