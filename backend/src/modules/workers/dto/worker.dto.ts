import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { WorkerRequest } from '@repair-shop/contracts';
import { IsPhoneLike } from '../../../common/validation/is-phone-like';
import { Trim } from '../../../common/validation/transforms';
import { FIELD_LIMITS } from '@repair-shop/contracts';

/** A worker's first or last name: trimmed, required, at most 100 characters. */
export const IsWorkerName = (): PropertyDecorator =>
  applyDecorators(Trim(), IsString(), IsNotEmpty(), MaxLength(FIELD_LIMITS.personName));

/** A worker's phone: trimmed, required, a phone number in any common form. */
export const IsWorkerPhone = (): PropertyDecorator => applyDecorators(Trim(), IsString(), IsNotEmpty(), IsPhoneLike());

export class WorkerDto implements WorkerRequest {
  @IsWorkerName()
  firstName: string;

  @IsWorkerName()
  lastName: string;

  @IsWorkerPhone()
  phoneNumber: string;
}
