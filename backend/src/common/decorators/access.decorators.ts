import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'access:public';
export const ADMIN_ONLY = 'access:adminOnly';
export const ALLOW_EXPIRED_TRIAL = 'access:allowExpiredTrial';

/** The route needs no token. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

/** The route needs an administrator's token: 401 without a token, 403 with a shop owner's. */
export const AdminOnly = (): MethodDecorator & ClassDecorator => SetMetadata(ADMIN_ONLY, true);

/** A write that a shop whose trial expired may still make (it touches no shop data). */
export const AllowExpiredTrial = (): MethodDecorator & ClassDecorator => SetMetadata(ALLOW_EXPIRED_TRIAL, true);
