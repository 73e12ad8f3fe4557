import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { UserEntity } from '../../modules/auth/entities/user.entity';

/** The user the request's token belongs to, as loaded by the JWT strategy. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): UserEntity => {
  return context.switchToHttp().getRequest<{ user: UserEntity }>().user;
});
