import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES, PRINT_DOCUMENT_LABELS, type PrintDocument } from '@repair-shop/contracts';
import { ApiException } from '../../common/http/api-exception';

export class PrintStationNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Printeri nuk u gjet.', 'PRINT_STATION_NOT_FOUND');
  }
}

export class PairingLinkInvalidException extends ApiException {
  constructor() {
    super(
      HttpStatus.NOT_FOUND,
      'Kjo lidhje çiftimi nuk vlen më: është përdorur ose ka skaduar. Kërkoni një të re nga dyqani.',
      'PAIRING_LINK_INVALID',
    );
  }
}

export class PrintJobNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Dokumenti nuk u gjet në radhën e këtij printeri.', 'PRINT_JOB_NOT_FOUND');
  }
}

export class PrintJobNotYoursException extends ApiException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      'Ky dokument u mor nga një dritare tjetër e printerit ose është raportuar tashmë.',
      'PRINT_JOB_NOT_CLAIMED',
    );
  }
}

export class PrintSizeInvalidException extends ApiException {
  constructor(document: PrintDocument, sizes: readonly string[]) {
    super(
      HttpStatus.BAD_REQUEST,
      sizes.length === 0
        ? `«${PRINT_DOCUMENT_LABELS[document]}» printohet vetëm në A4: mos zgjidhni madhësi.`
        : `Kjo madhësi nuk vlen për dokumentin «${PRINT_DOCUMENT_LABELS[document]}»: zgjidhni ${sizes.join(', ')}.`,
      ERROR_CODES.validationFailed,
    );
  }
}

export class NoPaymentToPrintException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, 'Kjo punë nuk ka ende asnjë pagesë për të printuar dëftesën.', 'NO_PAYMENT_TO_PRINT');
  }
}

export class PaymentNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Pagesa nuk u gjet në këtë punë.', 'PAYMENT_NOT_FOUND');
  }
}
