import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES, JOB_PHOTO_LIMIT, PHOTO_MAX_BYTES } from '@repair-shop/contracts';
import { ApiException } from '../../common/http/api-exception';

const MEGABYTES = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));

export class PhotoUnreadableException extends ApiException {
  constructor(detail = 'Skedari nuk është një foto që mund të lexohet. Dërgoni një foto JPEG, PNG, WebP ose HEIF.') {
    super(HttpStatus.BAD_REQUEST, detail, ERROR_CODES.photoUnreadable);
  }
}

export class PhotoMissingException extends PhotoUnreadableException {
  constructor() {
    super('Nuk u dërgua asnjë foto. Zgjidhni ose bëni një foto dhe provoni përsëri.');
  }
}

export class PhotoTooLargeException extends ApiException {
  constructor() {
    super(
      HttpStatus.PAYLOAD_TOO_LARGE,
      `Fotoja është më e madhe se ${MEGABYTES} MB. Zgjidhni një foto më të vogël.`,
      ERROR_CODES.payloadTooLarge,
    );
  }
}

export class PhotoLimitReachedException extends ApiException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      `Kjo punë ka tashmë ${JOB_PHOTO_LIMIT} foto, sa lejohen. Hiqni një foto për të shtuar një tjetër.`,
      ERROR_CODES.photoLimitReached,
    );
  }
}

export class PhotoNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Fotoja nuk u gjet.', ERROR_CODES.notFound);
  }
}

export class PhotoLinkInvalidException extends ApiException {
  constructor() {
    super(
      HttpStatus.FORBIDDEN,
      'Lidhja e fotos ka skaduar ose nuk është e vlefshme. Rifreskoni faqen.',
      ERROR_CODES.photoLinkInvalid,
    );
  }
}

/** The disk or the bucket failed: the photo was not kept (or cannot be read now), and the user may try again. */
export class PhotoStorageUnavailableException extends ApiException {
  constructor(cause: unknown) {
    super(
      HttpStatus.SERVICE_UNAVAILABLE,
      'Ruajtja e fotove nuk është e disponueshme tani. Provoni përsëri pas pak.',
      ERROR_CODES.serviceUnavailable,
      {},
      cause,
    );
  }
}
