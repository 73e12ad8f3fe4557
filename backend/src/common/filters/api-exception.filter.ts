import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { QueryFailedError } from 'typeorm';
import type { ApiError } from '@repair-shop/contracts';
import { INVALID_TEXT_DETAIL, defaultDetail } from '../http/albanian-messages';

/**
 * The one place where errors become responses: every error leaves as `{detail}` in Albanian,
 * whether Nest, Fastify or the database raised it. Nest hands Fastify's own errors (body parser,
 * content type, size) over as HttpExceptions with their status. Unknown errors are logged and become 500.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, detail } = this.describe(exception);
    const body: ApiError = { detail };
    void reply.status(status).send(body);
  }

  private describe(exception: unknown): { status: number; detail: string } {
    if (exception instanceof ThrottlerException) {
      return { status: HttpStatus.TOO_MANY_REQUESTS, detail: defaultDetail(HttpStatus.TOO_MANY_REQUESTS) };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const detail =
        typeof response === 'object' && response !== null && typeof (response as ApiError).detail === 'string'
          ? (response as ApiError).detail
          : defaultDetail(status);
      if (status >= 500) this.logger.error(exception.message, exception.stack);
      return { status, detail };
    }
    if (exception instanceof QueryFailedError) {
      const code = (exception.driverError as { code?: string } | undefined)?.code;
      // Unique violations that a service did not foresee still are conflicts, not server faults.
      if (code === '23505') return { status: HttpStatus.CONFLICT, detail: defaultDetail(HttpStatus.CONFLICT) };
      // Text PostgreSQL cannot hold (a NUL character) is a bad request, wherever it was sent.
      if (code === '22021') return { status: HttpStatus.BAD_REQUEST, detail: INVALID_TEXT_DETAIL };
    }
    this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, detail: defaultDetail(HttpStatus.INTERNAL_SERVER_ERROR) };
  }
}
