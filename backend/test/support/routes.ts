import type { ApiRoute } from '../../src/openapi/route-catalog';

export { listRoutes, type ApiRoute } from '../../src/openapi/route-catalog';

/** A concrete URL for a route: every `:param` becomes the given id. */
export function concretePath(route: ApiRoute, id: string): string {
  return route.path.replace(/:[A-Za-z]+/g, id);
}
