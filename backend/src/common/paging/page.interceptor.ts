import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';
import { TOTAL_COUNT_HEADER } from '@repair-shop/contracts';
import { Page } from './page';

/** Turns a returned Page into its rows, with the total in X-Total-Count. */
@Injectable()
export class PageInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((result: unknown) => {
        if (!(result instanceof Page)) return result;
        void context.switchToHttp().getResponse<FastifyReply>().header(TOTAL_COUNT_HEADER, String(result.total));
        return result.items as unknown;
      }),
    );
  }
}
