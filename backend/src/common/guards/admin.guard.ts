import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiException } from '../http/api-exception';
import { ADMIN_ONLY } from '../decorators/access.decorators';
import type { UserEntity } from '../../modules/auth/entities/user.entity';

class NotAdminException extends ApiException {
  constructor() {
    super(HttpStatus.FORBIDDEN, 'Ky veprim lejohet vetëm për administratorin.', 'ADMIN_ONLY');
  }
}

/** Routes marked @AdminOnly() refuse a shop owner's token with 403. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, [context.getHandler(), context.getClass()]);
    if (!adminOnly) return true;
    const user = context.switchToHttp().getRequest<{ user?: UserEntity }>().user;
    if (!user?.isAdmin) throw new NotAdminException();
    return true;
  }
}
