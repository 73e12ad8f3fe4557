import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../../common/http/api-exception';

export class WrongAdminCredentialsException extends ApiException {
  constructor() {
    super(HttpStatus.UNAUTHORIZED, 'Kredencialet janë të gabuara.', 'INVALID_CREDENTIALS');
  }
}

export class UserNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Përdoruesi nuk u gjet.', 'USER_NOT_FOUND');
  }
}

export class AdminUntouchableException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, 'Administratori nuk mund të fshihet dhe nuk ka periudhë provuese.', 'ADMIN_UNTOUCHABLE');
  }
}
