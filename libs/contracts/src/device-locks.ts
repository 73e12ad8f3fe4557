import type { SuccessResponse } from './common';

/**
 * How a client's device is unlocked: a PIN, a password, or a pattern drawn on the 3×3 grid. It is kept
 * encrypted, shown only on request (the history says who asked) and wiped after the job is done.
 */
export const DEVICE_LOCK_KINDS = ['pin', 'password', 'pattern'] as const;
export type DeviceLockKind = (typeof DEVICE_LOCK_KINDS)[number];

export const DEVICE_LOCK_LABELS: Record<DeviceLockKind, string> = {
  pin: 'PIN',
  password: 'Fjalëkalim',
  pattern: 'Model (vizatim)',
};

/** Days after a job's completion when its unlock code is wiped. */
export const DEVICE_LOCK_WIPE_DAYS = 30;

export const DEVICE_LOCK_PIN_LENGTH = { min: 4, max: 16 } as const;
export const DEVICE_LOCK_PASSWORD_MAX_LENGTH = 64;
/** A pattern joins 4 to 9 of the grid's points, each once; they are numbered 1–9 row by row. */
export const DEVICE_LOCK_PATTERN_POINTS = { min: 4, max: 9 } as const;

/** A pattern as stored and sent: its points in the order drawn, e.g. "14789". */
export const patternPoints = (value: string): number[] => [...value].map(Number);

/** What is wrong with an unlock code of this kind, in Albanian; null when it can be kept. */
export function deviceLockProblem(kind: DeviceLockKind, value: string): string | null {
  switch (kind) {
    case 'pin':
      if (value === '') return 'Shkruani PIN-in e pajisjes.';
      return /^\d+$/.test(value) &&
        value.length >= DEVICE_LOCK_PIN_LENGTH.min &&
        value.length <= DEVICE_LOCK_PIN_LENGTH.max
        ? null
        : `PIN-i ka vetëm shifra, nga ${DEVICE_LOCK_PIN_LENGTH.min} deri në ${DEVICE_LOCK_PIN_LENGTH.max}.`;
    case 'password':
      if (value.trim() === '') return 'Shkruani fjalëkalimin e pajisjes.';
      return value.length <= DEVICE_LOCK_PASSWORD_MAX_LENGTH
        ? null
        : `Fjalëkalimi mund të ketë deri në ${DEVICE_LOCK_PASSWORD_MAX_LENGTH} karaktere.`;
    case 'pattern': {
      if (value === '') return 'Vizatoni modelin e zhbllokimit.';
      const points = patternPoints(value);
      const valid = /^[1-9]+$/.test(value) && new Set(points).size === points.length;
      if (!valid) return 'Modeli nuk është i vlefshëm: vizatojeni përsëri.';
      return points.length >= DEVICE_LOCK_PATTERN_POINTS.min
        ? null
        : `Modeli duhet të lidhë të paktën ${DEVICE_LOCK_PATTERN_POINTS.min} pika.`;
    }
  }
}

/**
 * What the spec's deviceCode holds for a job whose code is kept encrypted: its kind, never the code, so
 * the lists and prints that show deviceCode show nothing secret.
 */
export function deviceCodeNote(lock: DeviceLockRequest | null): string {
  if (!lock) return 'Pa kod';
  return { pin: 'PIN (i koduar)', password: 'Fjalëkalim (i koduar)', pattern: 'Model (i koduar)' }[lock.kind];
}

export interface DeviceLockRequest {
  kind: DeviceLockKind;
  /** Digits for a PIN, the text of a password, the points of a pattern ("14789"). */
  value: string;
}

/** What a job shows of its unlock code without revealing it. */
export interface DeviceLockSummary {
  kind: DeviceLockKind;
  savedAt: string;
}

export interface DeviceLockSavedResponse extends SuccessResponse {
  deviceLock: DeviceLockSummary;
}

/** The code itself, answered only to "Shfaq kodin", which writes who asked in the job's history. */
export interface DeviceLockRevealResponse extends SuccessResponse {
  deviceLock: DeviceLockSummary & { value: string };
}
