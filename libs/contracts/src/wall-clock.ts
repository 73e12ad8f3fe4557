const clocks = new Map<string, Intl.DateTimeFormat>();

/** An instant's date ("YYYY-MM-DD") and time ("HH:MM:SS") as a clock on the wall of that time zone reads them. */
export function wallClockIn(timeZone: string, instant: Date): { date: string; time: string } {
  let clock = clocks.get(timeZone);
  if (!clock) {
    // Made once per zone: building a formatter costs far more than using one, and an import has thousands of dates.
    clock = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  const parts = Object.fromEntries(clock.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}
