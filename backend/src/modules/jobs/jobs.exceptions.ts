import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES } from '@repair-shop/contracts';
import { ApiException } from '../../common/http/api-exception';

export class JobNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Puna nuk u gjet.', 'JOB_NOT_FOUND');
  }
}

/** A reason sent with a status other than `cancelled`: nothing would keep it. */
export class CancelReasonWithoutCancelException extends ApiException {
  constructor() {
    super(HttpStatus.BAD_REQUEST, 'Arsyeja jepet vetëm kur puna anulohet.', ERROR_CODES.validationFailed);
  }
}
