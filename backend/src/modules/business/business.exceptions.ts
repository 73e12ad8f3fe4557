import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../../common/http/api-exception';

export class BusinessNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Biznesi juaj nuk është regjistruar ende.');
  }
}

export class BusinessAlreadyRegisteredException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, 'Biznesi juaj është regjistruar tashmë.');
  }
}

export class BusinessRequiredException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, 'Ju lutemi regjistroni fillimisht biznesin tuaj.');
  }
}

export class CityNotInCountryException extends ApiException {
  constructor() {
    super(HttpStatus.BAD_REQUEST, 'Qyteti i zgjedhur nuk i përket shtetit të zgjedhur.');
  }
}
