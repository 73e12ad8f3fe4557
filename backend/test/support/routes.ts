import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ADMIN_ONLY, ANY_ACCOUNT, IS_PUBLIC } from '../../src/common/decorators/access.decorators';

export interface ApiRoute {
  method: string;
  /** As declared, with `:params`, under /api. */
  path: string;
  access: 'public' | 'admin' | 'any' | 'shop';
}

/**
 * Every route the application's controllers declare, read from Nest's own metadata: tests that must
 * cover every route (access rules, API documentation) then cover new routes without being told.
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
        if (name === 'constructor' || typeof handler !== 'function' || !Reflect.hasMetadata(PATH_METADATA, handler)) continue;
        const path = String(Reflect.getMetadata(PATH_METADATA, handler));
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const flag = (key: string) => Boolean(Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller));
        const access = flag(IS_PUBLIC) ? 'public' : flag(ADMIN_ONLY) ? 'admin' : flag(ANY_ACCOUNT) ? 'any' : 'shop';
        const full = ['/api', base, path].map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/');
        routes.push({ method, path: `/${full}`, access });
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** A concrete URL for a route: every `:param` becomes the given id. */
export function concretePath(route: ApiRoute, id: string): string {
  return route.path.replace(/:[A-Za-z]+/g, id);
}
