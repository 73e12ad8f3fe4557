import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES } from '@repair-shop/contracts';
import { ApiException } from '../../common/http/api-exception';

export class ReversedRangeException extends ApiException {
  constructor() {
    super(
      HttpStatus.BAD_REQUEST,
      'Data e fillimit duhet të jetë para datës së mbarimit.',
      ERROR_CODES.validationFailed,
    );
  }
}

export class ProfitRangeTooLongException extends ApiException {
  constructor(maxMonths: number) {
    super(
      HttpStatus.BAD_REQUEST,
      `Raporti i fitimit mbulon deri në ${maxMonths} muaj njëherësh.`,
      ERROR_CODES.validationFailed,
    );
  }
}
