import { applyDecorators } from '@nestjs/common';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { PartRequest, PartUpdateRequest } from '@repair-shop/contracts';
import { IfPresent } from '../../../common/validation/if-present';
import { IsMoneyAmount } from '../../../common/validation/is-money-amount';
import { Labelled } from '../../../common/validation/field-labels';
import { Trim } from '../../../common/validation/transforms';
import { FIELD_LIMITS } from '@repair-shop/contracts';

/** A shop keeps fewer than a million of anything; the bound keeps quantities in an integer column. */
export const MAX_QUANTITY = 999_999;

const IsPartName = (): PropertyDecorator =>
  applyDecorators(Labelled('Emri i pjesës'), Trim(), IsString(), IsNotEmpty(), MaxLength(FIELD_LIMITS.partName));
/** Empty or null: the part has no code. */
const IsPartCode = (): PropertyDecorator =>
  applyDecorators(Labelled('Kodi i pjesës'), IsOptional(), Trim(), IsString(), MaxLength(FIELD_LIMITS.partCode));
/** Below zero only where a shop used more than it had recorded (corrected when it counts its stock). */
const IsStockQuantity = (): PropertyDecorator =>
  applyDecorators(Labelled('Sasia në stok'), IsInt(), Min(-MAX_QUANTITY), Max(MAX_QUANTITY));
const IsLowStockLevel = (): PropertyDecorator => applyDecorators(IsInt(), Min(0), Max(MAX_QUANTITY));

/** POST /parts */
export class PartDto implements PartRequest {
  @IsPartName()
  name: string;

  @IsPartCode()
  code?: string | null;

  @IsMoneyAmount(0)
  costPrice: number;

  @IsMoneyAmount(0)
  salePrice: number;

  @IsStockQuantity()
  quantity: number;

  @IsOptional()
  @IsLowStockLevel()
  lowStockLevel?: number;
}

/** PATCH /parts/:id: the fields sent change; none may be sent empty but the code. */
export class PartUpdateDto implements PartUpdateRequest {
  @IfPresent()
  @IsPartName()
  name?: string;

  @IsPartCode()
  code?: string | null;

  @IfPresent()
  @IsMoneyAmount(0)
  costPrice?: number;

  @IfPresent()
  @IsMoneyAmount(0)
  salePrice?: number;

  @IfPresent()
  @IsStockQuantity()
  quantity?: number;

  @IfPresent()
  @IsLowStockLevel()
  lowStockLevel?: number;
}
