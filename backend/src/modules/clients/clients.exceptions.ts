import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../../common/http/api-exception';

/** No client of the caller's shop has that phone key (another shop's client is not found either). */
export class ClientNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Klienti nuk u gjet.', 'CLIENT_NOT_FOUND');
  }
}
