import { readdirSync } from 'node:fs';
import { SUITES_DIR, SUITE_COUNT, httpTestFiles, suiteMembers } from './support/suites';

describe('the suites the HTTP tests run in', () => {
  it('hold every HTTP test file once', () => {
    const members = suiteMembers().flat();
    expect(members.sort()).toEqual(httpTestFiles());
    expect(members.length).toBeGreaterThan(50);
  });

  it('each have their file, so that none is left out', () => {
    const files = readdirSync(SUITES_DIR).sort();
    expect(files).toEqual(Array.from({ length: SUITE_COUNT }, (_, index) => `${index + 1}.spec.ts`).sort());
    for (const members of suiteMembers()) expect(members.length).toBeGreaterThan(0);
  });
});
