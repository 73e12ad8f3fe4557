import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiException } from '../http/api-exception';
import { ERROR_CODES } from '@repair-shop/contracts';
import { ADMIN_ONLY, ANY_ACCOUNT, STATION_ONLY } from '../decorators/access.decorators';
import { isStation } from '../../modules/auth/authenticated-user';
import type { UserEntity } from '../../modules/auth/entities/user.entity';

class NotAdminException extends ApiException {
  constructor() {
    super(HttpStatus.FORBIDDEN, 'Ky veprim lejohet vetëm për administratorin.', 'ADMIN_ONLY');
  }
}

class NotShopAccountException extends ApiException {
  constructor() {
    super(
      HttpStatus.FORBIDDEN,
      'Administratori nuk ka dyqan: ky veprim lejohet vetëm për llogaritë e dyqaneve.',
      'SHOP_ACCOUNT_ONLY',
    );
  }
}

class StationForbiddenException extends ApiException {
  constructor() {
    super(
      HttpStatus.FORBIDDEN,
      'Printeri mund vetëm të lexojë dhe të printojë dokumentet që i dërgohen.',
      ERROR_CODES.stationForbidden,
    );
  }
}

class NotStationException extends ApiException {
  constructor() {
    super(HttpStatus.FORBIDDEN, 'Kjo lejohet vetëm për një printer të çiftuar me dyqanin.', 'STATION_ONLY');
  }
}

/**
 * Paired print stations use only the routes marked @StationOnly(), which no person's account uses.
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
    const forStations = Boolean(this.reflector.getAllAndOverride<boolean>(STATION_ONLY, targets));
    if (isStation(user) !== forStations)
      throw forStations ? new NotStationException() : new StationForbiddenException();
    if (forStations) return true;
    if (this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets)) {
      if (!user.isAdmin) throw new NotAdminException();
      return true;
    }
    if (user.isAdmin && !this.reflector.getAllAndOverride<boolean>(ANY_ACCOUNT, targets))
      throw new NotShopAccountException();
    return true;
  }
}
