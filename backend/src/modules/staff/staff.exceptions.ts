import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../../common/http/api-exception';

export class WorkerHasLoginException extends ApiException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      'Ky punëtor ka tashmë një llogari. Hiqeni atë para se t’i krijoni një të re.',
      'WORKER_HAS_LOGIN',
    );
  }
}

export class StaffEmailTakenException extends ApiException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      'Ky email përdoret tashmë nga një llogari tjetër. Zgjidhni një email tjetër.',
      'EMAIL_TAKEN',
      { field: 'email' },
    );
  }
}

export class WorkerLoginNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Ky punëtor nuk ka llogari.', 'WORKER_LOGIN_NOT_FOUND');
  }
}

export class OwnLoginException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, 'Nuk mund ta hiqni llogarinë tuaj. Kërkojini pronarit ta bëjë.', 'OWN_LOGIN');
  }
}

export class InvalidInvitationException extends ApiException {
  constructor() {
    super(
      HttpStatus.BAD_REQUEST,
      'Ftesa nuk është e vlefshme ose ka skaduar. Kërkojini pronarit të dyqanit një ftesë të re.',
      'INVALID_INVITATION',
    );
  }
}

export class OperatorCodeTakenException extends ApiException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      'Ky kod operatori i përket një llogarie tjetër të biznesit. Çdo arkëtar ka kodin e vet.',
      'OPERATOR_CODE_TAKEN',
      { field: 'operatorCode' },
    );
  }
}
