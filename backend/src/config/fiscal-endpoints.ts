/**
 * The tax offices' published addresses, the one place they are written. The configuration picks from them
 * (the test ones by default) or takes another address (a local test double); the protocol code receives them.
 */

/** Albania's CIS (the WSDL's soap:address; the -v3 suffix is the schema's major version). */
export const CIS_SERVICE_URLS = {
  test: 'https://efiskalizimi-test.tatime.gov.al/FiscalizationService-v3',
  production: 'https://efiskalizimi.tatime.gov.al/FiscalizationService-v3',
} as const;

/** Albania's "Invoice check" page a receipt's QR code opens (Fiscalization Service - Technical, v07, 3.7.6). */
export const VERIFICATION_PAGES = {
  test: 'https://efiskalizimi-app-test.tatime.gov.al/invoice-check/#/verify',
  production: 'https://efiskalizimi-app.tatime.gov.al/invoice-check/#/verify',
} as const;

/** Kosovo's fiscalization service (ATK) that takes the tills' signed coupons. */
export const ATK_SERVICE_URLS = {
  test: 'https://fiskalizimi-test.atk-ks.org',
  production: 'https://fiskalizimi.atk-ks.org',
} as const;
