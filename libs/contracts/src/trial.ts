/** Length of the free trial a new shop gets. */
export const TRIAL_DAYS = 30;

/** Below this many remaining days the shop is warned that the trial is ending. */
export const TRIAL_WARNING_DAYS = 7;

/** The only trial extensions the administrator may grant, in months. */
export const TRIAL_EXTENSION_MONTHS = [1, 6, 12] as const;

export type TrialExtensionMonths = (typeof TRIAL_EXTENSION_MONTHS)[number];
