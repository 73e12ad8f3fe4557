import { tcrInternalIdOf } from './tcr-internal-id';

describe('tcrInternalIdOf', () => {
  it('names a shop’s register the same way every time, within the CIS’s 50 characters', () => {
    const businessId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(tcrInternalIdOf(businessId)).toBe(`servisi-${businessId}`);
    expect(tcrInternalIdOf(businessId)).toBe(tcrInternalIdOf(businessId));
    expect(tcrInternalIdOf(businessId).length).toBeLessThanOrEqual(50);
  });
});
