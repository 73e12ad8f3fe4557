import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../../common/http/api-exception';

export class WrongLoginException extends ApiException {
  constructor() {
    super(HttpStatus.UNAUTHORIZED, 'Email ose fjalëkalimi i gabuar.');
  }
}

export class EmailTakenException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, 'Ky email është i regjistruar tashmë. Ju lutemi identifikohuni.');
  }
}

export class InvalidSessionException extends ApiException {
  constructor() {
    super(HttpStatus.UNAUTHORIZED, 'Seanca juaj ka skaduar. Ju lutemi identifikohuni përsëri.');
  }
}

export class TrialExpiredException extends ApiException {
  constructor() {
    super(
      HttpStatus.FORBIDDEN,
      'Periudha juaj provuese ka skaduar. Ju lutemi kontaktoni administratorin për të vazhduar përdorimin.',
    );
  }
}
