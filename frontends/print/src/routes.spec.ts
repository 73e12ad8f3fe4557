import { matchPrintRoute, matchSalePrintRoute, matchStationRoute } from './routes';

describe('matchPrintRoute', () => {
  it('reads the label, the invoice and the intake receipt by their job', () => {
    expect(matchPrintRoute('/print/label/job-1')).toEqual({ kind: 'label', jobId: 'job-1' });
    expect(matchPrintRoute('/print/invoice/job-1')).toEqual({ kind: 'invoice', jobId: 'job-1' });
    expect(matchPrintRoute('/print/intake-receipt/job-1')).toEqual({ kind: 'intakeReceipt', jobId: 'job-1' });
  });

  it("reads a payment receipt with its payment, or without one (the job's latest)", () => {
    expect(matchPrintRoute('/print/payment-receipt/job-1/pay-2')).toEqual({
      kind: 'paymentReceipt',
      jobId: 'job-1',
      paymentId: 'pay-2',
    });
    expect(matchPrintRoute('/print/payment-receipt/job-1')).toEqual({ kind: 'paymentReceipt', jobId: 'job-1' });
  });

  it('knows no other page', () => {
    expect(matchPrintRoute('/print/receipt/job-1')).toBeNull();
    expect(matchPrintRoute('/print/intake-receipt')).toBeNull();
    expect(matchPrintRoute('/print/payment-receipt/job-1/pay-2/more')).toBeNull();
  });
});

describe('matchStationRoute', () => {
  it('reads the pairing link by its token, and the station page', () => {
    expect(matchStationRoute('/print/pair/AbC_d-9')).toEqual({ kind: 'pair', token: 'AbC_d-9' });
    expect(matchStationRoute('/print/station')).toEqual({ kind: 'station' });
    expect(matchStationRoute('/print/station/')).toEqual({ kind: 'station' });
  });

  it('leaves the documents’ pages to matchPrintRoute', () => {
    expect(matchStationRoute('/print/pair')).toBeNull();
    expect(matchStationRoute('/print/label/job-1')).toBeNull();
    expect(matchPrintRoute('/print/station')).toBeNull();
  });
});

describe('matchSalePrintRoute', () => {
  it("reads a sale's receipt and invoice by the sale", () => {
    expect(matchSalePrintRoute('/print/sale-receipt/sale-1')).toEqual({ kind: 'saleReceipt', saleId: 'sale-1' });
    expect(matchSalePrintRoute('/print/sale-invoice/sale-1')).toEqual({ kind: 'saleInvoice', saleId: 'sale-1' });
  });

  it('knows no other page, and leaves the jobs’ pages to matchPrintRoute', () => {
    expect(matchSalePrintRoute('/print/sale-receipt')).toBeNull();
    expect(matchSalePrintRoute('/print/sale-receipt/sale-1/more')).toBeNull();
    expect(matchSalePrintRoute('/print/invoice/job-1')).toBeNull();
    expect(matchPrintRoute('/print/sale-invoice/sale-1')).toBeNull();
  });
});
