import { IsNotEmpty, IsString, Matches } from 'class-validator';
import type { TrackingLookupRequest } from '@repair-shop/contracts';
import { Trim } from '../../../common/validation/transforms';

export class TrackingLookupDto implements TrackingLookupRequest {
  @Trim()
  @IsString()
  @IsNotEmpty()
  @Matches(/^[0-9a-fA-F]{6}$/)
  code: string;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @Matches(/^\d{4}$/)
  phoneLast4: string;
}
