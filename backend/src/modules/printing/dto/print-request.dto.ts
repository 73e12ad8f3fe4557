import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import {
  JOB_PRINT_DOCUMENTS,
  SALE_PRINT_DOCUMENTS,
  type JobPrintDocument,
  type PrintRequest,
  type SalePrintDocument,
  type SalePrintRequest,
  type StationDoneRequest,
} from '@repair-shop/contracts';
import { Labelled } from '../../../common/validation/field-labels';
import { Trim } from '../../../common/validation/transforms';

/** The most copies of one document sent at once. */
export const MAX_COPIES = 20;

/** POST /jobs/:id/print */
export class PrintRequestDto implements PrintRequest {
  @Labelled('Printeri')
  @IsUUID()
  stationId: string;

  @Labelled('Dokumenti')
  @IsIn(JOB_PRINT_DOCUMENTS)
  document: JobPrintDocument;

  @Labelled('Kopjet')
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_COPIES)
  copies?: number;

  /** Checked against the document's sizes by the service (PRINT_DOCUMENT_SIZES). */
  @Labelled('Madhësia')
  @IsOptional()
  @IsString()
  @MaxLength(10)
  size?: string;

  @Labelled('Pagesa')
  @IsOptional()
  @IsUUID()
  paymentId?: string;
}

/** POST /sales/:id/print */
export class SalePrintRequestDto implements SalePrintRequest {
  @Labelled('Printeri')
  @IsUUID()
  stationId: string;

  @Labelled('Dokumenti')
  @IsIn(SALE_PRINT_DOCUMENTS)
  document: SalePrintDocument;

  @Labelled('Kopjet')
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_COPIES)
  copies?: number;

  /** Checked against the document's sizes by the service (PRINT_DOCUMENT_SIZES). */
  @Labelled('Madhësia')
  @IsOptional()
  @IsString()
  @MaxLength(10)
  size?: string;
}

/** POST /station/jobs/:id/done */
export class StationDoneDto implements StationDoneRequest {
  @Labelled('Marrja')
  @IsString()
  @MaxLength(64)
  claim: string;

  @Labelled('Gabimi')
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(500)
  error?: string;
}
