import type { DestinationStream } from 'pino';
import type { Clock } from './common/clock/clock';
import type { PasswordHashCost } from './common/crypto/password-hash-cost';

/** What the tests replace in the application main.ts builds. */
export interface AppOptions {
  /** Replaceable so that tests can move time forward. */
  clock?: Clock;
  /** Where the JSON logs go (standard output by default); tests read them. */
  logStream?: DestinationStream;
  /** argon2's cost: the product's unless told; the tests, which check what passwords do, make it cheap. */
  passwordHashCost?: PasswordHashCost;
}
