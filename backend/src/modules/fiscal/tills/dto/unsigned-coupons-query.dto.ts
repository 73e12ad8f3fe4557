import { IsIn, IsOptional } from 'class-validator';
import { Labelled } from '../../../../common/validation/field-labels';
import type { UnsignedCouponsChoice } from '../fiscal-till-removal';

/**
 * `?voidUnsigned=` of a till's removal (its station, or its key): `true` gives up the coupons it has not
 * signed, `false` keeps them for the station's next key; without it, such coupons make the removal a 409.
 */
export class UnsignedCouponsQueryDto {
  @IsOptional()
  @Labelled('Kuponat e panënshkruar')
  @IsIn(['true', 'false'])
  voidUnsigned?: 'true' | 'false';
}

export const unsignedCouponsChoice = (query: UnsignedCouponsQueryDto): UnsignedCouponsChoice =>
  query.voidUnsigned === 'true' ? 'void' : query.voidUnsigned === 'false' ? 'keep' : 'ask';
