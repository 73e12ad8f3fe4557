import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ESTIMATE_NOTE_MAX_LENGTH, type EstimateRequest } from '@repair-shop/contracts';
import { IsMoneyAmount } from '../../../common/validation/is-money-amount';
import { Trim } from '../../../common/validation/transforms';

export class EstimateDto implements EstimateRequest {
  @IsMoneyAmount(0)
  price: number;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(ESTIMATE_NOTE_MAX_LENGTH)
  note?: string;
}
