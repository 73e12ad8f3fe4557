import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  FIELD_LIMITS,
  SIGNATURE_KINDS,
  type SignatureDrawing,
  type SignatureKind,
  type SignatureRequest,
} from '@repair-shop/contracts';
import { Labelled } from '../../../common/validation/field-labels';
import { Trim } from '../../../common/validation/transforms';
import { IsSignatureDrawing } from './is-signature-drawing';

/** A signature drawn with a new job (the intake's): no kind to choose. */
export class DrawnSignatureDto implements Omit<SignatureRequest, 'kind'> {
  @IsSignatureDrawing()
  drawing: SignatureDrawing;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(FIELD_LIMITS.signerName)
  signerName?: string;
}

/** POST /jobs/:id/signatures: the intake's (if it was not taken with the job) or the pickup's. */
export class SignatureDto extends DrawnSignatureDto implements SignatureRequest {
  @Labelled('Lloji i nënshkrimit')
  @IsIn(SIGNATURE_KINDS)
  kind: SignatureKind;
}
