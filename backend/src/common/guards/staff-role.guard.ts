import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERROR_CODES, ROLE_FORBIDDEN_HINT, roleMay, type ShopPermission, type StaffRole } from '@repair-shop/contracts';
import { ApiException } from '../http/api-exception';
import { SHOP_PERMISSION } from '../decorators/access.decorators';
import { isStation, type ShopAccount } from '../../modules/auth/authenticated-user';

/** What a shop route allows when it names no permission: everything but a technician. */
const DEFAULT_ROLES: readonly StaffRole[] = ['owner', 'manager'];

export class RoleForbiddenException extends ApiException {
  constructor() {
    super(HttpStatus.FORBIDDEN, ROLE_FORBIDDEN_HINT, ERROR_CODES.roleForbidden);
  }
}

/**
 * Checks the role of a shop's account against the route's @Allow(permission) (owner and manager when it
 * has none). Runs after the kind of account is checked; the administrator's routes are not a shop's.
 */
@Injectable()
export class StaffRoleGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: ShopAccount }>().user;
    // A public route, or one the account-kind guard let an administrator or a print station use.
    if (!user || user.isAdmin || isStation(user)) return true;
    const permission = this.reflector.getAllAndOverride<ShopPermission | undefined>(SHOP_PERMISSION, [
      context.getHandler(),
      context.getClass(),
    ]);
    const allowed = permission ? roleMay(user.role, permission) : DEFAULT_ROLES.includes(user.role);
    if (!allowed) throw new RoleForbiddenException();
    return true;
  }
}
