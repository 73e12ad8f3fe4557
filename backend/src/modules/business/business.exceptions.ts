import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../../common/http/api-exception';

export class BusinessNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Biznesi juaj nuk është regjistruar ende.', 'BUSINESS_NOT_FOUND');
  }
}

/** For requireBusinessId where a missing business is "not registered yet" (404), not a missing step (400). */
export const businessNotRegistered = (): BusinessNotFoundException => new BusinessNotFoundException();

export class BusinessAlreadyRegisteredException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, 'Biznesi juaj është regjistruar tashmë.', 'BUSINESS_ALREADY_REGISTERED');
  }
}

export class BusinessRequiredException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, 'Ju lutemi regjistroni fillimisht biznesin tuaj.', 'BUSINESS_REQUIRED');
  }
}

export class CityNotInCountryException extends ApiException {
  constructor() {
    super(HttpStatus.BAD_REQUEST, 'Qyteti i zgjedhur nuk i përket shtetit të zgjedhur.', 'CITY_NOT_IN_COUNTRY');
  }
}
