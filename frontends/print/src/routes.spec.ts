import { matchPrintRoute } from './routes';

describe('matchPrintRoute', () => {
  it('reads the label, the invoice and the intake receipt by their job', () => {
    expect(matchPrintRoute('/print/label/job-1')).toEqual({ kind: 'label', jobId: 'job-1' });
    expect(matchPrintRoute('/print/invoice/job-1')).toEqual({ kind: 'invoice', jobId: 'job-1' });
    expect(matchPrintRoute('/print/intake-receipt/job-1')).toEqual({ kind: 'intakeReceipt', jobId: 'job-1' });
  });

  it("reads a payment receipt with its payment, or without one (the job's latest)", () => {
    expect(matchPrintRoute('/print/payment-receipt/job-1/pay-2')).toEqual({ kind: 'paymentReceipt', jobId: 'job-1', paymentId: 'pay-2' });
    expect(matchPrintRoute('/print/payment-receipt/job-1')).toEqual({ kind: 'paymentReceipt', jobId: 'job-1' });
  });

  it('knows no other page', () => {
    expect(matchPrintRoute('/print/receipt/job-1')).toBeNull();
    expect(matchPrintRoute('/print/intake-receipt')).toBeNull();
    expect(matchPrintRoute('/print/payment-receipt/job-1/pay-2/more')).toBeNull();
  });
});
