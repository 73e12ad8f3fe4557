import { IsBase64, IsString, MaxLength } from 'class-validator';
import type { StationCouponSignaturesRequest, StationFiscalKeyRequest } from '@repair-shop/contracts';
import { Labelled } from '../../../../common/validation/field-labels';

/** A P-256 SPKI is 91 bytes (124 Base64 characters); a DER signature at most 72 (96). */
const MAX_KEY_LENGTH = 200;
const MAX_SIGNATURE_LENGTH = 200;

/** PUT /station/fiscal/key */
export class StationFiscalKeyDto implements StationFiscalKeyRequest {
  @Labelled('Çelësi publik')
  @IsString()
  @MaxLength(MAX_KEY_LENGTH)
  @IsBase64()
  publicKey: string;
}

/** POST /station/fiscal/coupons/:id/signatures */
export class StationCouponSignaturesDto implements StationCouponSignaturesRequest {
  @Labelled('Nënshkrimi i kuponit')
  @IsString()
  @MaxLength(MAX_SIGNATURE_LENGTH)
  posSignature: string;

  @Labelled('Nënshkrimi i kuponit për qytetarin')
  @IsString()
  @MaxLength(MAX_SIGNATURE_LENGTH)
  citizenSignature: string;
}
