import { Type } from 'class-transformer';
import { IsInt, IsString, MaxLength } from 'class-validator';

/** The expiry and signature of a photo link (PhotoLinks). */
export class PhotoLinkQueryDto {
  @Type(() => Number)
  @IsInt()
  expires: number;

  @IsString()
  @MaxLength(100)
  signature: string;
}
