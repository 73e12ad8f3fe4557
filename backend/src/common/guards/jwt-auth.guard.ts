import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERROR_CODES } from '@repair-shop/contracts';
import { ApiException } from '../http/api-exception';
import { IS_PUBLIC } from '../decorators/access.decorators';
import { bearerTokenOf, SessionAuthenticator, type AuthenticatedUser, type StationPrincipal } from '../../modules/auth';

class MissingTokenException extends ApiException {
  constructor() {
    super(HttpStatus.UNAUTHORIZED, 'Ju lutemi identifikohuni.', ERROR_CODES.authRequired);
  }
}

/**
 * Every route needs a valid bearer token unless marked @Public(): its signature and times, then its session in the
 * database, on every request (a removed login stops at once). What is refused says why (auth.exceptions.ts); a
 * failure of ours (the database cannot be reached) leaves as it is, so that it never logs anyone out.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionAuthenticator,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    return isPublic ? true : this.authenticate(context);
  }

  private async authenticate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{
      headers: { authorization?: string };
      user?: AuthenticatedUser | StationPrincipal;
    }>();
    const token = bearerTokenOf(request.headers.authorization);
    if (token === null) throw new MissingTokenException();
    request.user = await this.sessions.principalOf(token);
    return true;
  }
}
