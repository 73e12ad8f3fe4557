import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES } from '@repair-shop/contracts';
import { ApiException } from '../../common/http/api-exception';

export class SaleNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Shitja nuk u gjet.', ERROR_CODES.saleNotFound);
  }
}

export class SalesNotAllowedException extends ApiException {
  constructor() {
    super(
      HttpStatus.FORBIDDEN,
      'Pronari i dyqanit nuk i ka lejuar teknikët të shesin. Kërkojini pronarit ta lejojë te cilësimet.',
      ERROR_CODES.salesNotAllowed,
    );
  }
}

export class SaleReturnForbiddenException extends ApiException {
  constructor() {
    super(
      HttpStatus.FORBIDDEN,
      'Kthimin e një shitjeje mund ta bëjë vetëm pronari ose menaxheri i dyqanit.',
      ERROR_CODES.roleForbidden,
    );
  }
}

export class SalePaymentShortException extends ApiException {
  constructor(total: string, paid: string) {
    super(
      HttpStatus.UNPROCESSABLE_ENTITY,
      `Pagesat (${paid}) janë më pak se totali i shitjes (${total}).`,
      ERROR_CODES.salePaymentShort,
      { field: 'payments' },
    );
  }
}

export class SaleChangeWithoutCashException extends ApiException {
  constructor() {
    super(
      HttpStatus.UNPROCESSABLE_ENTITY,
      'Kusuri jepet vetëm nga paratë në dorë: me kartë ose bankë paguani saktësisht sa mbetet.',
      ERROR_CODES.saleChangeWithoutCash,
      { field: 'payments' },
    );
  }
}

export class SaleDiscountTooLargeException extends ApiException {
  constructor(detail: string) {
    super(HttpStatus.UNPROCESSABLE_ENTITY, detail, ERROR_CODES.saleDiscountTooLarge, { field: 'discount' });
  }
}

export class QuickLinePriceMissingException extends ApiException {
  constructor(name: string) {
    super(HttpStatus.UNPROCESSABLE_ENTITY, `Shkruani çmimin e rreshtit «${name}».`, ERROR_CODES.validationFailed, {
      field: 'lines',
    });
  }
}

export class ProductNotForSaleException extends ApiException {
  constructor(detail: string) {
    super(HttpStatus.UNPROCESSABLE_ENTITY, detail, ERROR_CODES.productNotForSale, { field: 'lines' });
  }
}

export class UnitNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Pajisja me këtë numër serik nuk u gjet në stokun tuaj.', ERROR_CODES.unitNotFound);
  }
}

export class UnitNotAvailableException extends ApiException {
  constructor(serial: string) {
    super(
      HttpStatus.CONFLICT,
      `Pajisja ${serial} nuk është më në stok (u shit ose u hoq).`,
      ERROR_CODES.unitNotAvailable,
    );
  }
}

export class JobNotPayableInSaleException extends ApiException {
  constructor(detail: string) {
    super(HttpStatus.UNPROCESSABLE_ENTITY, detail, ERROR_CODES.jobNotPayableInSale, { field: 'lines' });
  }
}

export class SaleReturnTooManyException extends ApiException {
  constructor(name: string, left: number) {
    super(HttpStatus.CONFLICT, `Nga «${name}» mund të kthehen edhe ${left} copë.`, ERROR_CODES.saleReturnTooMany, {
      field: 'lines',
    });
  }
}

export class SaleLineNotReturnableException extends ApiException {
  constructor(detail: string) {
    super(HttpStatus.UNPROCESSABLE_ENTITY, detail, ERROR_CODES.saleLineNotReturnable, { field: 'lines' });
  }
}

export class RepeatedSaleLineException extends ApiException {
  constructor(what: string) {
    super(HttpStatus.BAD_REQUEST, what, ERROR_CODES.validationFailed, { field: 'lines' });
  }
}
