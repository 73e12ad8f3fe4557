import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { AuthenticatedUser, StationPrincipal } from '../../modules/auth/authenticated-user';

/** The user the request's token belongs to, with their business id, as loaded by the JWT strategy. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthenticatedUser => {
  return context.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user;
});

/** The paired print station the request's credential belongs to (routes marked @StationOnly()). */
export const CurrentStation = createParamDecorator((_: unknown, context: ExecutionContext): StationPrincipal => {
  return context.switchToHttp().getRequest<{ user: StationPrincipal }>().user;
});
