import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES, formatMoney, type Currency } from '@repair-shop/contracts';
import { ApiException } from '../../common/http/api-exception';

export class RefundExceedsPaidException extends ApiException {
  constructor(paid: number, currency: Currency) {
    super(
      HttpStatus.CONFLICT,
      `Kthimi nuk mund të jetë më i madh se sa ka paguar klienti për këtë punë (${formatMoney(paid, currency)}).`,
      ERROR_CODES.refundExceedsPaid,
    );
  }
}

export class RefundForbiddenException extends ApiException {
  constructor() {
    super(
      HttpStatus.FORBIDDEN,
      'Kthimin e parave mund ta bëjë vetëm pronari ose menaxheri i dyqanit.',
      ERROR_CODES.roleForbidden,
    );
  }
}
