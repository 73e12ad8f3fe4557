import { IsNotEmpty, IsString } from 'class-validator';
import { IsPhoneLike } from '../../../common/validation/is-phone-like';
import { Trim } from '../../../common/validation/transforms';

/** GET /clients/jobs: the client's phone, in any form people write it. */
export class ClientJobsQueryDto {
  @Trim()
  @IsString()
  @IsNotEmpty()
  @IsPhoneLike()
  phone: string;
}
