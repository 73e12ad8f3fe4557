/** A duration in hours as a shop owner reads it: hours up to two days, then days; "—" when unknown. */
export function formatHours(hours: number | null): string {
  if (hours === null) return '—';
  const text = (value: number) => value.toLocaleString('sq-AL', { maximumFractionDigits: 1 }).replace('.', ',');
  return hours < 48 ? `${text(hours)} orë` : `${text(hours / 24)} ditë`;
}
