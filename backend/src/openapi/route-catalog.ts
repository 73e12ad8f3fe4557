import { RequestMethod, type INestApplication } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { ShopPermission } from '@repair-shop/contracts';
import {
  ADMIN_ONLY,
  ALLOW_EXPIRED_TRIAL,
  ANY_ACCOUNT,
  IS_PUBLIC,
  SHOP_PERMISSION,
  STATION_ONLY,
} from '../common/decorators/access.decorators';

export type RouteAccess = 'public' | 'admin' | 'any' | 'shop' | 'station';

export interface ApiRoute {
  method: string;
  /** As declared, with `:params`, under /api. */
  path: string;
  access: RouteAccess;
  /** Counted by a rate limit (429 when over it). */
  rateLimited: boolean;
  /** A write an expired trial may still make. */
  allowsExpiredTrial: boolean;
  /** The shop permission it needs (@Allow), on the route or its controller; null when it names none. */
  permission: ShopPermission | null;
}

/**
 * Every route the application's controllers declare, with its access rules, read from Nest's own
 * metadata: the API documentation and the tests that must cover every route (access, documentation)
 * then cover a new route without being told about it.
 */
export function listRoutes(app: INestApplication): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function' || !Reflect.hasMetadata(PATH_METADATA, handler))
          continue;
        const flag = (key: string) =>
          Boolean(Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller));
        const guards = [
          ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[]) ?? []),
          ...((Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[]) ?? []),
        ];
        const path = String(Reflect.getMetadata(PATH_METADATA, handler));
        routes.push({
          method: RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod],
          path: `/${['api', base, path]
            .map((part) => part.replace(/^\/+|\/+$/g, ''))
            .filter(Boolean)
            .join('/')}`,
          access: flag(IS_PUBLIC)
            ? 'public'
            : flag(STATION_ONLY)
              ? 'station'
              : flag(ADMIN_ONLY)
                ? 'admin'
                : flag(ANY_ACCOUNT)
                  ? 'any'
                  : 'shop',
          rateLimited: guards.includes(ThrottlerGuard),
          allowsExpiredTrial: flag(ALLOW_EXPIRED_TRIAL),
          permission:
            ((Reflect.getMetadata(SHOP_PERMISSION, handler) ?? Reflect.getMetadata(SHOP_PERMISSION, controller)) as
              ShopPermission | undefined) ?? null,
        });
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
