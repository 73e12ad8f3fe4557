import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PHOTO_CAPTION_MAX_LENGTH, PHOTO_STAGES, type PhotoStage, type PhotoUploadQuery } from '@repair-shop/contracts';
import { Labelled } from '../../../common/validation/field-labels';
import { Trim } from '../../../common/validation/transforms';

export class PhotoUploadQueryDto implements PhotoUploadQuery {
  @Labelled('Koha e fotos')
  @IsOptional()
  @IsIn(PHOTO_STAGES)
  stage?: PhotoStage;

  @Labelled('Përshkrimi i fotos')
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(PHOTO_CAPTION_MAX_LENGTH)
  caption?: string;
}
