import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES, SIGNATURE_KIND_LABELS, type SignatureKind } from '@repair-shop/contracts';
import { ApiException } from '../../common/http/api-exception';

export class IntakeSignedException extends ApiException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      'Klienti e ka nënshkruar gjendjen e pajisjes në pranim, prandaj ajo nuk ndryshohet më. Shënoni ndryshimet në historinë e punës.',
      ERROR_CODES.intakeSigned,
    );
  }
}

export class SignatureExistsException extends ApiException {
  constructor(kind: SignatureKind) {
    super(
      HttpStatus.CONFLICT,
      `Kjo punë e ka tashmë «${SIGNATURE_KIND_LABELS[kind]}»: një nënshkrim nuk zëvendësohet.`,
      ERROR_CODES.signatureExists,
    );
  }
}

export class PickupNotReadyException extends ApiException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      'Nënshkrimi në marrje merret kur pajisja është gati ose dorëzohet.',
      ERROR_CODES.conflict,
    );
  }
}
