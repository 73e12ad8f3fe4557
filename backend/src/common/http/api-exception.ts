import { HttpException, HttpStatus } from '@nestjs/common';

/** An error whose Albanian `detail` is shown to the user as it is. Modules subclass it per case. */
export class ApiException extends HttpException {
  constructor(status: HttpStatus, readonly detail: string) {
    super({ detail }, status);
  }
}
