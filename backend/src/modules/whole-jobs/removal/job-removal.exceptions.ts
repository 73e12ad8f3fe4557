import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES } from '@repair-shop/contracts';
import { ApiException } from '../../../common/http/api-exception';

export class JobHasPaymentsException extends ApiException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      'Kjo punë ka pagesa dhe nuk mund të fshihet: pagesat mbahen gjithmonë. Anulojeni punën në vend që ta fshini.',
      ERROR_CODES.jobHasPayments,
    );
  }
}

export class JobHasWarrantyReturnException extends ApiException {
  constructor(returnTicketCode: string) {
    super(
      HttpStatus.CONFLICT,
      `Puna #${returnTicketCode} është kthim në garanci i kësaj pune, prandaj kjo punë nuk mund të fshihet. Anulojeni në vend që ta fshini.`,
      ERROR_CODES.jobHasWarrantyReturn,
    );
  }
}
