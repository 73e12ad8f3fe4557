import { ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ERROR_CODES } from '@repair-shop/contracts';
import { ApiException } from '../http/api-exception';
import { IS_PUBLIC } from '../decorators/access.decorators';
import { InvalidSessionException } from '../../modules/auth/auth.exceptions';

class MissingTokenException extends ApiException {
  constructor() {
    super(HttpStatus.UNAUTHORIZED, 'Ju lutemi identifikohuni.', ERROR_CODES.authRequired);
  }
}

/** Every route needs a valid bearer token unless marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    return isPublic ? true : super.canActivate(context);
  }

  /**
   * `error` is what the strategy threw: an ApiException says why the session is refused; anything
   * else (the database cannot be reached) leaves as it is, so that a failure of ours never logs anyone out.
   */
  override handleRequest<TUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (error) throw error;
    if (user) return user;
    if (info instanceof Error && info.name === 'TokenExpiredError')
      throw new InvalidSessionException(ERROR_CODES.sessionExpired);
    if (info instanceof Error && info.message === 'No auth token') throw new MissingTokenException();
    throw new InvalidSessionException(ERROR_CODES.sessionInvalid);
  }
}
