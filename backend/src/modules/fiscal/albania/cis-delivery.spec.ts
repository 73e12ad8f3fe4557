import type { AlbanianInvoice } from './cis-invoice';
import { cisDeliveryOf } from './cis-delivery';

describe('the header of a try of an invoice', () => {
  const issuedAt = new Date('2026-11-26T09:15:00.900Z');
  const invoice = { issueDateTime: '2026-11-26T10:15:00+01:00' } as AlbanianInvoice;
  const at = (now: string, offline = false) =>
    cisDeliveryOf(invoice, { now: new Date(now), issuedAt, offline, receiptWaitMs: 65_000 });

  it('sends in real time at the issue date-time, even when the try falls in the next second', () => {
    expect(at('2026-11-26T09:15:01.200Z')).toEqual({
      sendDateTime: '2026-11-26T10:15:00+01:00',
      subsequentDelivery: undefined,
    });
  });

  it('sends a receipt printed without the answer as a subsequent delivery, dated now', () => {
    expect(at('2026-11-26T09:15:01.200Z', true)).toEqual({
      sendDateTime: '2026-11-26T10:15:01+01:00',
      subsequentDelivery: 'NOINTERNET',
    });
    expect(at('2026-11-26T09:17:00Z')).toEqual({
      sendDateTime: '2026-11-26T10:17:00+01:00',
      subsequentDelivery: 'NOINTERNET',
    });
  });
});
