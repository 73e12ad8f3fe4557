import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import type { SaleReturnRequest } from '@repair-shop/contracts';
import { Labelled } from '../../../common/validation/field-labels';
import { Trim } from '../../../common/validation/transforms';
import { LowerCaseId, SALE_MAX_LINES, SALE_MAX_QUANTITY } from './sale.dto';

class SaleReturnLineDto {
  @IsDefined()
  @IsUUID()
  @LowerCaseId()
  lineId: string;

  @IsDefined()
  @Labelled('Sasia')
  @IsInt()
  @Min(1)
  @Max(SALE_MAX_QUANTITY)
  quantity: number;

  @IsOptional()
  @IsBoolean()
  defective?: boolean;
}

/** POST /sales/:id/returns */
export class SaleReturnDto implements SaleReturnRequest {
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(SALE_MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => SaleReturnLineDto)
  lines: SaleReturnLineDto[];

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(500)
  reason?: string;

  @IsOptional()
  @Labelled('Arka')
  @IsUUID()
  tillStationId?: string;
}
