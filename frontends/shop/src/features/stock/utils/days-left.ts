/**
 * How long a stock item lasts at the recent pace of use, as the stock list's column says it: "~5 ditë", "sot"
 * when it runs out today, "—" when it is not used (nothing to count from).
 */
export function daysLeftText(daysLeft: number | null): string {
  if (daysLeft === null) return '—';
  return daysLeft <= 0 ? 'sot' : `~${daysLeft} ditë`;
}

/** "mbaron pas ~5 ditësh" (the home tab's card): "dite" after "pas" for one, "ditësh" for more. */
export function runsOutText(daysLeft: number): string {
  if (daysLeft <= 0) return 'mbaron sot';
  return `mbaron pas ~${daysLeft} ${daysLeft === 1 ? 'dite' : 'ditësh'}`;
}
