import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger as PinoLogger } from 'pino';
import { QueryFailedError } from 'typeorm';
import { ERROR_CODES, type ApiError } from '@repair-shop/contracts';
import { ApiException } from '../http/api-exception';
import { INVALID_TEXT_DETAIL, defaultCode, defaultDetail, defaultErrorBody } from '../http/albanian-messages';
import { DATABASE_UNAVAILABLE_DETAIL, isDatabaseUnavailable } from '../http/database-unavailable';
import { DatabaseOutageLog } from '../http/database-outage-log';

/**
 * The one place where errors become responses: every error leaves as `{detail, code, requestId}` (and
 * `field` when it is about one field of the request), the detail in Albanian, whether Nest, Fastify or the database raised it. Nest hands Fastify's own errors (body
 * parser, content type, size) over as HttpExceptions with their status. A database that cannot be
 * reached is 503 (try again), never 500. Unknown errors are logged and become 500. What it logs, it logs
 * with the request's logger, so that the line carries the id the answer gives the user.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');
  private readonly outage = new DatabaseOutageLog(this.logger);

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const { status, body } = this.describe(exception, request.requestLog?.logger);
    // The request's id lets a user's report of an error be found in the logs.
    const requestId = request.id;
    void http
      .getResponse<FastifyReply>()
      .status(status)
      .send({ ...body, requestId });
  }

  private describe(exception: unknown, log: PinoLogger | undefined): { status: number; body: ApiError } {
    if (exception instanceof ThrottlerException) {
      return { status: HttpStatus.TOO_MANY_REQUESTS, body: defaultErrorBody(HttpStatus.TOO_MANY_REQUESTS) };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse() as Partial<ApiError> | string;
      const own = typeof response === 'object' && response !== null ? response : {};
      if (status >= 500) this.write(log, 'error', `${exception.message}${causeOf(exception)}`, exception.stack);
      // A refusal whose cause is worth knowing (a tax office's own words) is a warning, not a fault.
      else if (exception.cause !== undefined) this.write(log, 'warn', `${exception.message}${causeOf(exception)}`);
      return {
        status,
        body: {
          ...(exception instanceof ApiException ? exception.extra : {}),
          detail: typeof own.detail === 'string' ? own.detail : defaultDetail(status),
          code: typeof own.code === 'string' ? own.code : defaultCode(status),
          ...(typeof own.field === 'string' ? { field: own.field } : {}),
        },
      };
    }
    if (isDatabaseUnavailable(exception)) {
      this.outage.failed(exception);
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        body: { detail: DATABASE_UNAVAILABLE_DETAIL, code: ERROR_CODES.serviceUnavailable },
      };
    }
    if (exception instanceof QueryFailedError) {
      const code = (exception.driverError as { code?: string } | undefined)?.code;
      // Unique violations that a service did not foresee still are conflicts, not server faults.
      if (code === '23505') return { status: HttpStatus.CONFLICT, body: defaultErrorBody(HttpStatus.CONFLICT) };
      // Text PostgreSQL cannot hold (a NUL character) is a bad request, wherever it was sent.
      if (code === '22021') {
        return { status: HttpStatus.BAD_REQUEST, body: { detail: INVALID_TEXT_DETAIL, code: ERROR_CODES.badRequest } };
      }
    }
    this.write(log, 'error', exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: defaultErrorBody(HttpStatus.INTERNAL_SERVER_ERROR) };
  }

  /** With the request's logger (its id on the line) once the access log saw the request; Nest's otherwise. */
  private write(log: PinoLogger | undefined, level: 'error' | 'warn', message: string, stack?: string): void {
    if (!log) {
      if (level === 'error') this.logger.error(message, stack);
      else this.logger.warn(message);
      return;
    }
    log[level]({ context: 'ApiExceptionFilter', ...(stack ? { stack } : {}) }, message);
  }
}

const causeOf = (exception: HttpException): string => {
  const { cause } = exception;
  if (cause === undefined) return '';
  return `: ${cause instanceof Error ? cause.message : String(cause)}`;
};
