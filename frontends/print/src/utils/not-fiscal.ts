/** Printed on every document of the shop that is not the fiscal device's receipt (invoice, payment receipt). */
export const NOT_FISCAL_TEXT = 'Ky dokument nuk është kupon fiskal.';
