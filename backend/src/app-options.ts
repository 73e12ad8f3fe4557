import type { DestinationStream } from 'pino';
import type { Clock } from './common/clock/clock';

/** What the tests replace in the application main.ts builds. */
export interface AppOptions {
  /** Replaceable so that tests can move time forward. */
  clock?: Clock;
  /** Where the JSON logs go (standard output by default); tests read them. */
  logStream?: DestinationStream;
}
