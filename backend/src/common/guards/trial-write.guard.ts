import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Clock } from '../clock/clock';
import { ALLOW_EXPIRED_TRIAL } from '../decorators/access.decorators';
import type { UserEntity } from '../../modules/auth/entities/user.entity';
import { isStation } from '../../modules/auth/authenticated-user';
import { TrialExpiredException } from '../../modules/auth/auth.exceptions';
import { trialState } from '../../modules/auth/trial';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A shop whose trial has expired may still log in and read; every write answers 403. */
@Injectable()
export class TrialWriteGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly clock: Clock,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<{ method: string; user?: UserEntity }>();
    const user = request.user;
    // A station only reports what it printed: the shop's trial is for the people who send.
    if (!user || user.isAdmin || isStation(user) || READ_METHODS.has(request.method)) return true;
    const allowed = this.reflector.getAllAndOverride<boolean>(ALLOW_EXPIRED_TRIAL, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (allowed) return true;
    if (trialState(user.trialExpiresAt, this.clock.now()).isExpired) throw new TrialExpiredException();
    return true;
  }
}
