import { Controller, Delete, Get, HttpStatus, Param, Post, Query, Req } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  JOB_PHOTO_LIMIT,
  type JobPhotoAddedResponse,
  type JobPhotosResponse,
  type SuccessResponse,
} from '@repair-shop/contracts';
import { Allow, AllowExpiredTrial } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AcceptsUpload } from '../../common/http/uploads';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { jobActorOf, JobIdPipe, jobScopeOf } from '../jobs';
import { PhotoUploadQueryDto } from './dto/photo-upload-query.dto';
import { readUploadedFile } from './photo-upload';
import { PhotoIdPipe } from './photo-id.pipe';
import { PhotosService } from './photos.service';

@ApiTags('photos')
// Whoever has the device in hand photographs it, at intake or during the repair.
@Allow('workOnJobs')
@Controller('jobs/:id/photos')
export class PhotosController {
  constructor(private readonly photos: PhotosService) {}

  @ApiResult('JobPhotosResponse')
  // Looking at what the shop keeps.
  @AllowExpiredTrial()
  @Get()
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) jobId: string,
  ): Promise<JobPhotosResponse> {
    return { photos: await this.photos.list(jobScopeOf(user), jobId), limit: JOB_PHOTO_LIMIT };
  }

  /** One photo as the multipart body's only file; its stage and caption in the query. */
  @ApiResult('JobPhotoAddedResponse', { status: HttpStatus.CREATED })
  @ApiConsumes('multipart/form-data')
  @AcceptsUpload()
  @Post()
  async add(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) jobId: string,
    @Query() query: PhotoUploadQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<JobPhotoAddedResponse> {
    const upload = await readUploadedFile(request);
    return { success: true, photo: await this.photos.add(jobActorOf(user), jobId, query, upload) };
  }

  /** A photo taken by mistake: the owner's or the manager's call, since photos are the shop's evidence. */
  @ApiResult('SuccessResponse')
  @Allow('removePhotos')
  @Delete(':photoId')
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) jobId: string,
    @Param('photoId', PhotoIdPipe) photoId: string,
  ): Promise<SuccessResponse> {
    await this.photos.remove(jobActorOf(user), jobId, photoId);
    return { success: true };
  }
}
