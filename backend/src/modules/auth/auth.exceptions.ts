import { ERROR_CODES, type SessionEndCode } from '@repair-shop/contracts';
import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../../common/http/api-exception';

export class WrongLoginException extends ApiException {
  constructor() {
    super(HttpStatus.UNAUTHORIZED, 'Email ose fjalëkalimi i gabuar.', ERROR_CODES.invalidCredentials);
  }
}

export class EmailTakenException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, 'Ky email është i regjistruar tashmë. Ju lutemi identifikohuni.', 'EMAIL_TAKEN', {
      field: 'email',
    });
  }
}

/** Why a token no longer opens a session; the login page tells the user in the same words. */
const SESSION_END_DETAILS: Record<Exclude<SessionEndCode, 'AUTH_REQUIRED'>, string> = {
  [ERROR_CODES.sessionExpired]: 'Seanca juaj ka skaduar. Ju lutemi identifikohuni përsëri.',
  [ERROR_CODES.sessionRevoked]:
    'Seanca juaj u mbyll, sepse fjalëkalimi u ndryshua ose u dol nga llogaria. Ju lutemi identifikohuni përsëri.',
  [ERROR_CODES.accountDeleted]: 'Llogaria juaj nuk ekziston më. Ju lutemi kontaktoni administratorin.',
  [ERROR_CODES.sessionInvalid]: 'Seanca juaj nuk është e vlefshme. Ju lutemi identifikohuni përsëri.',
};

export class InvalidSessionException extends ApiException {
  constructor(code: keyof typeof SESSION_END_DETAILS = ERROR_CODES.sessionInvalid) {
    super(HttpStatus.UNAUTHORIZED, SESSION_END_DETAILS[code], code);
  }
}

export class TrialExpiredException extends ApiException {
  constructor() {
    super(
      HttpStatus.FORBIDDEN,
      'Periudha juaj provuese ka skaduar. Ju lutemi kontaktoni administratorin për të vazhduar përdorimin.',
      ERROR_CODES.trialExpired,
    );
  }
}
