import { DatabaseOutageLog } from './database-outage-log';

describe('DatabaseOutageLog', () => {
  it('logs the first failure, then one summary per ten seconds with what it left out', () => {
    const lines: string[] = [];
    const log = new DatabaseOutageLog({ warn: (line: string) => lines.push(line) });
    log.failed(new Error('connect ECONNREFUSED'), 1_000);
    log.failed(new Error('connect ECONNREFUSED'), 2_000);
    log.failed(new Error('connect ECONNREFUSED'), 9_000);
    log.failed(new Error('the database system is starting up'), 11_000);
    expect(lines).toEqual([
      'The database is unavailable: connect ECONNREFUSED',
      'The database is unavailable: the database system is starting up (and 2 more failures since the last report)',
    ]);
  });
});
