import { IsString, MaxLength, ValidateIf } from 'class-validator';
import { FIELD_LIMITS, type OperatorCodeRequest } from '@repair-shop/contracts';
import { Labelled } from '../../../common/validation/field-labels';
import { IsFiscalFormat } from '../../../common/validation/is-fiscal-format';
import { Trim } from '../../../common/validation/transforms';

/** PUT /workers/:id/login/operator-code; null (or an empty text) removes the code. */
export class OperatorCodeDto implements OperatorCodeRequest {
  @Labelled('Kodi i operatorit')
  @Trim()
  @ValidateIf((dto: OperatorCodeDto) => dto.operatorCode !== null && dto.operatorCode !== '')
  @IsString()
  @MaxLength(FIELD_LIMITS.fiscalCode)
  @IsFiscalFormat('operatorCode')
  operatorCode: string | null;
}
