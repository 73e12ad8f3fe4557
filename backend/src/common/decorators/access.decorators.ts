import { SetMetadata } from '@nestjs/common';
import type { ShopPermission } from '@repair-shop/contracts';

export const IS_PUBLIC = 'access:public';
export const ADMIN_ONLY = 'access:adminOnly';
export const ALLOW_EXPIRED_TRIAL = 'access:allowExpiredTrial';
export const ANY_ACCOUNT = 'access:anyAccount';

/** The route needs no token. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

/** The route needs an administrator's token: 401 without a token, 403 with a shop owner's. */
export const AdminOnly = (): MethodDecorator & ClassDecorator => SetMetadata(ADMIN_ONLY, true);

/** The route takes any account's token, the administrator's too (every other protected route is a shop's). */
export const AnyAccount = (): MethodDecorator & ClassDecorator => SetMetadata(ANY_ACCOUNT, true);

/** A write that a shop whose trial expired may still make (it touches no shop data). */
export const AllowExpiredTrial = (): MethodDecorator & ClassDecorator => SetMetadata(ALLOW_EXPIRED_TRIAL, true);

export const STATION_ONLY = 'access:stationOnly';

/** The route is a paired print station's (its credential, no person's account): every other route refuses a station. */
export const StationOnly = (): MethodDecorator & ClassDecorator => SetMetadata(STATION_ONLY, true);

export const SHOP_PERMISSION = 'access:shopPermission';

/**
 * The shop permission the route needs (SHOP_PERMISSIONS in the contracts, the table the dashboard reads
 * too). A shop route without it is the owner's and the manager's: a technician is refused anything not
 * opened to them on purpose.
 */
export const Allow = (permission: ShopPermission): MethodDecorator & ClassDecorator =>
  SetMetadata(SHOP_PERMISSION, permission);
