import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * An error whose Albanian `detail` is shown to the user as it is, with a stable machine-readable
 * `code` (ERROR_CODES, or the module's own). Modules subclass it per case.
 */
export class ApiException extends HttpException {
  constructor(
    status: HttpStatus,
    readonly detail: string,
    readonly code: string,
  ) {
    super({ detail, code }, status);
  }
}
