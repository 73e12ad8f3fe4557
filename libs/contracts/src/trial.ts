/** Length of the free trial a new shop gets. */
export const TRIAL_DAYS = 30;

/** Why a shop whose trial or subscription is over is offered no write (the server refuses them anyway). */
export const READ_ONLY_REASON =
  'Periudha provuese ose abonimi ka skaduar: mund të shikoni, por jo të shtoni apo ndryshoni. Kontaktoni administratorin.';

/** Below this many remaining days the shop is warned that the trial is ending. */
export const TRIAL_WARNING_DAYS = 7;

/** The only trial extensions the administrator may grant, in months. */
export const TRIAL_EXTENSION_MONTHS = [1, 6, 12] as const;

export type TrialExtensionMonths = (typeof TRIAL_EXTENSION_MONTHS)[number];
