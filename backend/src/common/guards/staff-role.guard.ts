import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERROR_CODES, type StaffRole } from '@repair-shop/contracts';
import { ApiException } from '../http/api-exception';
import { STAFF_ROLES_ALLOWED } from '../decorators/access.decorators';
import { isStation, type ShopAccount } from '../../modules/auth/authenticated-user';

/** What a shop route allows when it does not say: everything but a technician. */
const DEFAULT_ROLES: readonly StaffRole[] = ['owner', 'manager'];

export class RoleForbiddenException extends ApiException {
  constructor() {
    super(HttpStatus.FORBIDDEN, 'Ky veprim nuk lejohet për rolin tuaj në dyqan. Kërkojini pronarit ta bëjë.', ERROR_CODES.roleForbidden);
  }
}

/**
 * Checks the role of a shop's account against the route's @Roles() (owner and manager when it has
 * none). Runs after the kind of account is checked; the administrator's routes are not a shop's.
 */
@Injectable()
export class StaffRoleGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: ShopAccount }>().user;
    // A public route, or one the account-kind guard let an administrator or a print station use.
    if (!user || user.isAdmin || isStation(user)) return true;
    const allowed = this.reflector.getAllAndOverride<StaffRole[] | undefined>(STAFF_ROLES_ALLOWED, [context.getHandler(), context.getClass()]);
    if (!(allowed ?? DEFAULT_ROLES).includes(user.role)) throw new RoleForbiddenException();
    return true;
  }
}
