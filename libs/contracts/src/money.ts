/**
 * "1234,50 €", "12 345,50 €": Albanian (sq-AL) grouping, by hand rather than with Intl because browsers
 * without Albanian locale data (Debian's Chromium, for one) would not group this way; the server's
 * history texts use it too (a no-break space groups thousands, and only from five integer digits on).
 */
export function formatMoney(amount: number): string {
  const [integer = '0', fraction = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = integer.length >= 5 ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0') : integer;
  const negative = amount < 0 && Number(`${integer}.${fraction}`) !== 0;
  return `${negative ? '-' : ''}${grouped},${fraction} €`;
}
