import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { JobMessageRequest } from '@repair-shop/contracts';
import { Trim } from '../../../common/validation/transforms';
import { FIELD_LIMITS } from '@repair-shop/contracts';

export class JobMessageDto implements JobMessageRequest {
  /** Whitespace-only text is trimmed to nothing and refused. */
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(FIELD_LIMITS.jobMessage)
  message: string;
}
