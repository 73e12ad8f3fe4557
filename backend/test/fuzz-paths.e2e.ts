import fc from 'fast-check';
import { SCALE, pathId, query, queryString, startFuzzTarget, type FuzzTarget } from './support/fuzz-input';
import { concretePath, listRoutes } from './support/routes';

/** Generated bad queries and path ids against every route: never a 5xx, every error the API's own. */
describe('fuzzed queries and paths never answer 5xx', () => {
  let target: FuzzTarget;
  beforeAll(async () => {
    target = await startFuzzTarget('queries and paths');
  });
  afterAll(() => target.close());

  it('queries of every route', async () => {
    for (const route of listRoutes(target.t.app).filter((route) => route.method === 'GET')) {
      const path = concretePath(route, target.shop.worker.id);
      await fc.assert(
        fc.asyncProperty(query, (values) =>
          target.expectNoServerError(route, `${path}?${queryString(values)}`, undefined),
        ),
        { numRuns: 60 * SCALE },
      );
    }
  }, 3_600_000);

  it('ids in every path that has one', async () => {
    for (const route of listRoutes(target.t.app).filter((route) => route.path.includes(':'))) {
      await fc.assert(
        fc.asyncProperty(pathId, (id) =>
          target.expectNoServerError(
            route,
            concretePath(route, id),
            route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
          ),
        ),
        { numRuns: 60 * SCALE },
      );
    }
  }, 3_600_000);
});
