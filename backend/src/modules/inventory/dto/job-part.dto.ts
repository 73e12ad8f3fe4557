import { IsBoolean, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import type { JobPartRequest } from '@repair-shop/contracts';
import { IsMoneyAmount } from '../../../common/validation/is-money-amount';
import { MAX_QUANTITY } from './part.dto';

/** POST /jobs/:id/parts */
export class JobPartDto implements JobPartRequest {
  @IsUUID()
  partId: string;

  @IsInt()
  @Min(1)
  @Max(MAX_QUANTITY)
  quantity: number;

  /** The part's own sale price when left out. */
  @IsOptional()
  @IsMoneyAmount(0)
  salePrice?: number;

  @IsOptional()
  @IsBoolean()
  allowNegativeStock?: boolean;
}
