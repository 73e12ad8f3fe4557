import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiException } from '../http/api-exception';
import { ADMIN_ONLY, ANY_ACCOUNT } from '../decorators/access.decorators';
import type { UserEntity } from '../../modules/auth/entities/user.entity';

class NotAdminException extends ApiException {
  constructor() {
    super(HttpStatus.FORBIDDEN, 'Ky veprim lejohet vetëm për administratorin.', 'ADMIN_ONLY');
  }
}

class NotShopAccountException extends ApiException {
  constructor() {
    super(HttpStatus.FORBIDDEN, 'Administratori nuk ka dyqan: ky veprim lejohet vetëm për llogaritë e dyqaneve.', 'SHOP_ACCOUNT_ONLY');
  }
}

/**
 * Two kinds of account use the API: the provider's administrator and the shops. Routes marked
 * @AdminOnly() refuse a shop's token; every other protected route is a shop's and refuses the
 * administrator, who has no shop, unless marked @AnyAccount(). Runs after the token is checked.
 */
@Injectable()
export class AccountKindGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: UserEntity }>().user;
    if (!user) return true; // a public route
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets)) {
      if (!user.isAdmin) throw new NotAdminException();
      return true;
    }
    if (user.isAdmin && !this.reflector.getAllAndOverride<boolean>(ANY_ACCOUNT, targets)) throw new NotShopAccountException();
    return true;
  }
}
