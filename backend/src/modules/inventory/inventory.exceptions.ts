import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES } from '@repair-shop/contracts';
import { ApiException } from '../../common/http/api-exception';

export class PartNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Pjesa nuk u gjet.', 'PART_NOT_FOUND');
  }
}

export class JobPartNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Kjo pjesë nuk është në këtë punë.', 'JOB_PART_NOT_FOUND');
  }
}

export class PartCodeTakenException extends ApiException {
  constructor(code: string) {
    super(HttpStatus.CONFLICT, `Kodi «${code}» është i një pjese tjetër në stokun tuaj.`, ERROR_CODES.partCodeTaken, {
      field: 'code',
    });
  }
}

export class StockInsufficientException extends ApiException {
  constructor(name: string, inStock: number) {
    const held = inStock > 0 ? `vetëm ${inStock} copë` : 'asnjë copë';
    super(
      HttpStatus.CONFLICT,
      `Në stok ka ${held} të «${name}». Konfirmoni nëse doni ta përdorni gjithsesi (stoku do të dalë nën zero).`,
      ERROR_CODES.stockInsufficient,
    );
  }
}

export class ProductNotFoundException extends ApiException {
  constructor(detail = 'Produkti nuk u gjet në stokun tuaj.') {
    super(HttpStatus.NOT_FOUND, detail, ERROR_CODES.productNotFound);
  }
}

export class BarcodeTakenException extends ApiException {
  constructor(barcode: string) {
    super(
      HttpStatus.CONFLICT,
      `Barkodi «${barcode}» është i një produkti tjetër në stokun tuaj.`,
      ERROR_CODES.barcodeTaken,
      { field: 'barcode' },
    );
  }
}

export class RepeatedStockLineException extends ApiException {
  constructor(name: string) {
    super(
      HttpStatus.BAD_REQUEST,
      `Produkti «${name}» është dy herë në numërim: shkruajeni një herë, me sasinë e numëruar gjithsej.`,
      ERROR_CODES.validationFailed,
      { field: 'lines' },
    );
  }
}
