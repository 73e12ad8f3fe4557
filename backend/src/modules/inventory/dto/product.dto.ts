import { applyDecorators } from '@nestjs/common';
import {
  IsBoolean,
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import {
  barcodeProblem,
  FIELD_LIMITS,
  WARRANTY_MONTHS_MAX,
  type ProductRequest,
  type ProductUpdateRequest,
} from '@repair-shop/contracts';
import { IfPresent } from '../../../common/validation/if-present';
import { Labelled } from '../../../common/validation/field-labels';
import { IsMoneyText, IsVatRateText } from '../../../common/validation/money-text';
import { Trim } from '../../../common/validation/transforms';
import { MAX_QUANTITY } from './part.dto';

const IsProductName = (): PropertyDecorator =>
  applyDecorators(Labelled('Emri i produktit'), Trim(), IsString(), IsNotEmpty(), MaxLength(FIELD_LIMITS.partName));

/** An EAN-13 or UPC-A with its check digit right, or any shop code (contracts' barcodeProblem); null or empty: none. */
const IsBarcode = (): PropertyDecorator =>
  applyDecorators(
    IsOptional(),
    ValidateBy({
      name: 'isBarcode',
      validator: {
        validate: (value: unknown) => value === '' || (typeof value === 'string' && barcodeProblem(value) === null),
        defaultMessage: () => 'invalid barcode',
      },
    }),
    Trim(),
  );

/** Empty or null: no code. */
const IsPartCode = (): PropertyDecorator =>
  applyDecorators(Labelled('Kodi i pjesës'), IsOptional(), Trim(), IsString(), MaxLength(FIELD_LIMITS.partCode));

const IsCategory = (): PropertyDecorator =>
  applyDecorators(IsOptional(), Trim(), IsString(), MaxLength(FIELD_LIMITS.productCategory));

/** Below zero only where a shop used more than it had recorded (corrected when it counts its stock). */
const IsStockQuantity = (): PropertyDecorator =>
  applyDecorators(Labelled('Sasia në stok'), IsInt(), Min(-MAX_QUANTITY), Max(MAX_QUANTITY));

/** The buyer's warranty in whole months, 0 (none) to WARRANTY_MONTHS_MAX. */
const IsWarrantyMonths = (): PropertyDecorator =>
  applyDecorators(Labelled('Garancia (muaj)'), IsInt(), Min(0), Max(WARRANTY_MONTHS_MAX));

/** POST /products */
export class ProductDto implements ProductRequest {
  @IsProductName()
  name: string;

  @IsPartCode()
  code?: string | null;

  @IsBarcode()
  barcode?: string | null;

  @IsMoneyText()
  costPrice: string;

  @IsMoneyText()
  salePrice: string;

  @IsDefined()
  @IsStockQuantity()
  quantity: number;

  /** Null or left out: the shop's own rate. */
  @IsOptional()
  @IsVatRateText()
  vatRate?: string | null;

  @IsDefined()
  @IsBoolean()
  forSale: boolean;

  @IsDefined()
  @IsBoolean()
  forRepairs: boolean;

  @IsCategory()
  category?: string | null;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_QUANTITY)
  lowStockLevel?: number;

  /** Tracked by IMEI or serial: created with quantity 0, filled by its units. */
  @IsOptional()
  @IsBoolean()
  serialized?: boolean;

  @IsOptional()
  @IsWarrantyMonths()
  warrantyMonths?: number;
}

/** PATCH /products/:id: the fields sent change; the barcode, VAT rate and category may be sent null (none). */
export class ProductUpdateDto implements ProductUpdateRequest {
  @IfPresent()
  @IsProductName()
  name?: string;

  @IsPartCode()
  code?: string | null;

  @IsBarcode()
  barcode?: string | null;

  @IfPresent()
  @IsMoneyText()
  costPrice?: string;

  @IfPresent()
  @IsMoneyText()
  salePrice?: string;

  @IfPresent()
  @IsStockQuantity()
  quantity?: number;

  @IsOptional()
  @IsVatRateText()
  vatRate?: string | null;

  @IfPresent()
  @IsBoolean()
  forSale?: boolean;

  @IfPresent()
  @IsBoolean()
  forRepairs?: boolean;

  @IsCategory()
  category?: string | null;

  @IfPresent()
  @IsInt()
  @Min(0)
  @Max(MAX_QUANTITY)
  lowStockLevel?: number;

  @IfPresent()
  @IsBoolean()
  serialized?: boolean;

  @IfPresent()
  @IsWarrantyMonths()
  warrantyMonths?: number;
}
