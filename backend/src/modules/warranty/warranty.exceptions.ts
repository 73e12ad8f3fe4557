import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES } from '@repair-shop/contracts';
import { ApiException } from '../../common/http/api-exception';

/** A warranty return names a job it cannot return: the reason, in words the counter can tell the client. */
export class WarrantyNotApplicableException extends ApiException {
  constructor(reason: string) {
    super(HttpStatus.CONFLICT, reason, ERROR_CODES.warrantyNotApplicable);
  }
}
