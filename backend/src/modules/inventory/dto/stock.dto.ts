import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  FIELD_LIMITS,
  STOCK_DOCUMENT_MAX_LINES,
  type StockCountLineRequest,
  type StockCountRequest,
  type StockMovementQuery,
  type StockReceiptLineRequest,
  type StockReceiptRequest,
} from '@repair-shop/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { IsDateTime } from '../../../common/validation/is-date-time';
import { IsMoneyText } from '../../../common/validation/money-text';
import { Trim } from '../../../common/validation/transforms';
import { MAX_QUANTITY } from './part.dto';

/** A product's id as the parts' ids are stored (lower case), so that lines and locked rows compare equal. */
const LowerCaseId = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.toLowerCase() : value));

class StockReceiptLineDto implements StockReceiptLineRequest {
  @IsDefined()
  @IsUUID()
  @LowerCaseId()
  productId: string;

  @IsDefined()
  @IsInt()
  @Min(1)
  @Max(MAX_QUANTITY)
  quantity: number;

  @IsMoneyText()
  unitCost: string;

  /** A serialized product's IMEIs or serials, one per piece; checked and normalized by the service. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(STOCK_DOCUMENT_MAX_LINES)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  serials?: string[];
}

/** POST /stock/receipts */
export class StockReceiptDto implements StockReceiptRequest {
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(FIELD_LIMITS.supplierName)
  supplierName: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(FIELD_LIMITS.invoiceNumber)
  invoiceNumber?: string | null;

  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(STOCK_DOCUMENT_MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => StockReceiptLineDto)
  lines: StockReceiptLineDto[];
}

class StockCountLineDto implements StockCountLineRequest {
  @IsDefined()
  @IsUUID()
  @LowerCaseId()
  productId: string;

  @IsDefined()
  @IsInt()
  @Min(0)
  @Max(MAX_QUANTITY)
  countedQuantity: number;
}

/** POST /stock/counts */
export class StockCountDto implements StockCountRequest {
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(STOCK_DOCUMENT_MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => StockCountLineDto)
  lines: StockCountLineDto[];

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(FIELD_LIMITS.stockNote)
  note?: string | null;
}

/** GET /stock/movements: one product's or the shop's, between two instants, newest first, paged. */
export class StockMovementQueryDto extends PageQueryDto implements StockMovementQuery {
  @IsOptional()
  @IsUUID()
  productId?: string;

  @IsOptional()
  @IsDateTime()
  from?: string;

  @IsOptional()
  @IsDateTime()
  to?: string;
}
