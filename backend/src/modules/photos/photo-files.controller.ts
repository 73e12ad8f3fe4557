import { Controller, Get, HttpStatus, Param, Query, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PHOTO_VARIANTS, type PhotoVariant } from '@repair-shop/contracts';
import { Public } from '../../common/decorators/access.decorators';
import { PhotoLinkQueryDto } from './dto/photo-link-query.dto';
import { PhotoIdPipe } from './photo-id.pipe';
import { PhotoNotFoundException } from './photos.exceptions';
import { PhotosService } from './photos.service';

/** A photo's files through the signed links of GET /jobs/:id/photos: no token, the signature is the permission. */
@Public()
@ApiTags('photos')
@Controller('photos')
export class PhotoFilesController {
  constructor(private readonly photos: PhotosService) {}

  @ApiResponse({
    status: HttpStatus.OK,
    description: 'The JPEG',
    content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
  })
  @Get(':photoId/:variant')
  async file(
    @Param('photoId', PhotoIdPipe) photoId: string,
    @Param('variant') variant: string,
    @Query() link: PhotoLinkQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!PHOTO_VARIANTS.includes(variant as PhotoVariant)) throw new PhotoNotFoundException();
    const { data, secondsLeft } = await this.photos.file(
      photoId,
      variant as PhotoVariant,
      link.expires,
      link.signature,
    );
    // Kept by this browser only, and no longer than the link works.
    await reply
      .type('image/jpeg')
      .header('Cache-Control', `private, max-age=${secondsLeft}`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(data);
  }
}
