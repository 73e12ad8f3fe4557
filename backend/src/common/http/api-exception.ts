import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorCode } from '@repair-shop/contracts';

/**
 * An error whose Albanian `detail` is shown to the user as it is, with a stable machine-readable
 * `code` (ERROR_CODES, or the module's own). Modules subclass it per case. `extra`: more of the case
 * the answer carries beside them (an import's bad rows; `field`, the request's field a conflict is about),
 * as the contract's error type says. `cause`: what failed underneath (a disk, a tax office's refusal), for the
 * log line the exception filter writes with the request's id; never shown to the user.
 */
export class ApiException extends HttpException {
  constructor(
    status: HttpStatus,
    readonly detail: string,
    readonly code: ErrorCode,
    readonly extra: Record<string, unknown> = {},
    cause?: unknown,
  ) {
    super({ detail, code }, status, cause === undefined ? undefined : { cause });
  }
}
