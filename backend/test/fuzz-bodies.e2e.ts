import fc from 'fast-check';
import { SCALE, body, startFuzzTarget, type FuzzTarget } from './support/fuzz-input';
import { concretePath, listRoutes } from './support/routes';

/** Generated bad bodies against every route that takes one: never a 5xx, every error the API's own. */
describe('fuzzed bodies never answer 5xx', () => {
  let target: FuzzTarget;
  beforeAll(async () => {
    target = await startFuzzTarget('bodies');
  });
  afterAll(() => target.close());

  it('bodies of every route that takes one', async () => {
    const withBody = listRoutes(target.t.app).filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
    expect(withBody.length).toBeGreaterThan(12);
    for (const route of withBody) {
      const path = concretePath(route, target.shop.worker.id);
      await fc.assert(
        fc.asyncProperty(body, (sent) => target.expectNoServerError(route, path, sent)),
        { numRuns: 120 * SCALE },
      );
    }
  }, 3_600_000);
});
