/**
 * The address in the receipt's QR code: the tax office's "Invoice check" page (Fiscalization Service -
 * Technical, v07, 3.7.6) with the invoice's iic, tin, crtd, ord, bu, cr, sw and prc. The values are
 * percent-encoded, so that the "+" of the date-time's offset is not read as a space; colons, which a query
 * may hold (RFC 3986), stay as the specification's example writes them.
 */
export interface VerifiedInvoice {
  iic: string;
  issuerNipt: string;
  issueDateTime: string;
  ordinalNumber: number;
  businessUnitCode: string;
  tcrCode?: string;
  softwareCode: string;
  /** TotPrice as sent, two decimals. */
  totalPrice: string;
}

export function verificationUrl(page: string, invoice: VerifiedInvoice): string {
  const parameters: [string, string | undefined][] = [
    ['iic', invoice.iic],
    ['tin', invoice.issuerNipt],
    ['crtd', invoice.issueDateTime],
    ['ord', String(invoice.ordinalNumber)],
    ['bu', invoice.businessUnitCode],
    ['cr', invoice.tcrCode],
    ['sw', invoice.softwareCode],
    ['prc', invoice.totalPrice],
  ];
  const query = parameters
    .filter((parameter): parameter is [string, string] => parameter[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%3A/gi, ':')}`)
    .join('&');
  return `${page}?${query}`;
}
