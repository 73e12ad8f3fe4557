import { Clock } from '../../src/common/clock/clock';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A clock the tests set and move forward, to reach trial states without waiting. */
export class TestClock extends Clock {
  private current: Date;

  constructor(start: Date | string) {
    super();
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current.getTime());
  }

  set(date: Date | string): void {
    this.current = new Date(date);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }

  advanceDays(days: number): void {
    this.advance(days * DAY_MS);
  }
}
