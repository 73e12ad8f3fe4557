import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES } from '@repair-shop/contracts';
import { ApiException } from '../../common/http/api-exception';

export class DeviceLockMissingException extends ApiException {
  constructor() {
    super(
      HttpStatus.NOT_FOUND,
      'Kjo punë nuk ka kod zhbllokimi të ruajtur (nuk u ruajt, u hoq ose u fshi pas përfundimit).',
      ERROR_CODES.deviceLockMissing,
    );
  }
}

/** The key changed since the code was saved: a server configuration problem, not the user's. */
export class DeviceLockUnreadableException extends ApiException {
  constructor() {
    super(
      HttpStatus.SERVICE_UNAVAILABLE,
      'Kodi i zhbllokimit nuk mund të lexohet me çelësin e tanishëm të serverit. Njoftoni administratorin, ose kërkojani kodin klientit dhe ruajeni përsëri.',
      ERROR_CODES.deviceLockUnreadable,
    );
  }
}
