import { screen } from '@testing-library/react';
import type { JobResponse, JobSignatureResponse } from '@repair-shop/contracts';
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

const renderInvoice = (pickupSignature?: JobSignatureResponse, job: JobResponse = testJob(), money = TEST_MONEY) =>
  renderForPrint(
    <Invoice
      job={job}
      business={testBusiness()}
      money={money}
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

  it('says a cancelled job was cancelled and why, that nothing is due, and gives no warranty', () => {
    renderInvoice(undefined, testJob({ status: 'cancelled', cancelReason: 'Klienti nuk pranoi çmimin' }), { ...TEST_MONEY, balance: -TEST_MONEY.paid });
    expect(screen.getByRole('note')).toHaveTextContent('PUNA U ANULUA — Klienti nuk pranoi çmimin. Klienti nuk paguan asgjë për këtë punë; çka është paguar i kthehet.');
    expect(screen.getByTestId('invoice-balance')).toHaveTextContent('20,00 €');
    expect(document.body.textContent).not.toContain('Pagesa kryhet në marrjen e pajisjes.');
  });

  it('says nothing of a cancellation on a job that is not cancelled', () => {
    renderInvoice();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(document.body.textContent).toContain('Pagesa kryhet në marrjen e pajisjes.');
  });
});
