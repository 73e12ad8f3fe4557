import { screen } from '@testing-library/react';
import type { JobSignatureResponse } from '@repair-shop/contracts';
import { TEST_MONEY, testBusiness, testJob, testPayment } from '@repair-shop/web/testing';
import { renderForPrint } from '../../test/render';
import { Invoice } from './Invoice';

const PICKUP: JobSignatureResponse = {
  kind: 'pickup',
  drawing: { width: 400, height: 150, strokes: [[20, 100, 80, 40, 140, 90]] },
  signerName: 'Blerta Çeku',
  terms: null,
  signedAt: '2026-11-25T14:30:00.000Z',
};

const renderInvoice = (pickupSignature?: JobSignatureResponse) =>
  renderForPrint(
    <Invoice
      job={testJob()}
      business={testBusiness()}
      money={TEST_MONEY}
      payments={[testPayment()]}
      parts={[]}
      priceInput="40,00"
      price={40}
      issuedAt={new Date('2026-11-25T15:00:00.000Z')}
      pickupSignature={pickupSignature}
    />,
  );

describe('Invoice', () => {
  it("prints the client's signature at pickup, who and when", () => {
    renderInvoice(PICKUP);
    expect(screen.getByRole('img', { name: 'Nënshkrimi i klientit në marrje' })).toBeInTheDocument();
    expect(document.body.textContent).toContain('Pajisja u mor nga Blerta Çeku, 25.11.2026, 14:30');
  });

  it('prints no signature when none was taken at pickup', () => {
    renderInvoice();
    expect(screen.queryByRole('img', { name: 'Nënshkrimi i klientit në marrje' })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('Pajisja u mor nga');
  });
});
