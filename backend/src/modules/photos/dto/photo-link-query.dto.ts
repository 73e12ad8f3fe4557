import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * The expiry and signature of a photo link (PhotoLinks). Both are read as given: a link that lacks one or
 * carries a malformed one is refused like any other invalid link (403), not as a bad form (400).
 */
export class PhotoLinkQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  expires?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  signature?: string;
}
