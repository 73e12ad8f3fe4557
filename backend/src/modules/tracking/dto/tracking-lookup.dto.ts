import { IsNotEmpty, IsString, Matches } from 'class-validator';
import type { TrackingLookupRequest } from '@repair-shop/contracts';
import { Trim } from '../../../common/validation/transforms';
import { IsTicketCode, ReadTicketCode } from './ticket-code';

export class TrackingLookupDto implements TrackingLookupRequest {
  /** As the client types it: "#A99B0E" as the app shows it, lower case or with spaces too. */
  @ReadTicketCode()
  @IsString()
  @IsNotEmpty()
  @IsTicketCode()
  code: string;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @Matches(/^\d{4}$/)
  phoneLast4: string;
}
