import { applyDecorators } from '@nestjs/common';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  FIELD_LIMITS,
  PRODUCT_UNIT_STATUSES,
  type DefectiveWriteOffRequest,
  type ProductUnitListQuery,
  type ProductUnitRequest,
  type ProductUnitStatus,
  type ProductUnitUpdateRequest,
} from '@repair-shop/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { IfPresent } from '../../../common/validation/if-present';
import { Labelled } from '../../../common/validation/field-labels';
import { IsMoneyText } from '../../../common/validation/money-text';
import { Trim } from '../../../common/validation/transforms';
import { MAX_QUANTITY } from './part.dto';

/** The IMEI or serial as typed; the service normalizes and checks it (an IMEI's Luhn digit, a serial's length). */
const IsSerialText = (): PropertyDecorator =>
  applyDecorators(Labelled('Numri serik / IMEI'), Trim(), IsString(), MaxLength(100));

/** POST /products/:id/units */
export class ProductUnitDto implements ProductUnitRequest {
  @IsSerialText()
  serial: string;

  @IsMoneyText()
  costPrice: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(FIELD_LIMITS.stockNote)
  note?: string | null;
}

/** PATCH /products/:id/units/:unitId */
export class ProductUnitUpdateDto implements ProductUnitUpdateRequest {
  @IfPresent()
  @IsSerialText()
  serial?: string;

  @IfPresent()
  @IsMoneyText()
  costPrice?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(FIELD_LIMITS.stockNote)
  note?: string | null;

  @IfPresent()
  @IsIn(['in_stock', 'defective', 'written_off'])
  status?: 'in_stock' | 'defective' | 'written_off';
}

/** GET /products/:id/units?status= */
export class ProductUnitListQueryDto extends PageQueryDto implements ProductUnitListQuery {
  @IsOptional()
  @IsIn(PRODUCT_UNIT_STATUSES)
  status?: ProductUnitStatus;
}

/** POST /products/:id/defective/write-off */
export class DefectiveWriteOffDto implements DefectiveWriteOffRequest {
  @Labelled('Sasia')
  @IsInt()
  @Min(1)
  @Max(MAX_QUANTITY)
  quantity: number;
}
