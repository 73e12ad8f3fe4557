import { screen, within } from '@testing-library/react';
import type { FiscalDocumentResponse, JobMoney, JobResponse, JobSignatureResponse } from '@repair-shop/contracts';
import {
  TEST_MONEY,
  atShopTime,
  testBusiness,
  testFiscalDocument,
  testJob,
  testPayment,
} from '@repair-shop/web/testing';
import { renderForPrint } from '../../test/render';
import { COPY_TEXT } from '../../utils/fiscal-fields';
import { NOT_FISCAL_TEXT } from '../../utils/not-fiscal';
import { Invoice } from './Invoice';

const PICKUP: JobSignatureResponse = {
  kind: 'pickup',
  drawing: { width: 400, height: 150, strokes: [[20, 100, 80, 40, 140, 90]] },
  signerName: 'Blerta Çeku',
  terms: null,
  signedAt: atShopTime('2026-11-25 14:30'),
};

const renderInvoice = (pickupSignature?: JobSignatureResponse, job: JobResponse = testJob(), money = TEST_MONEY) =>
  renderForPrint(
    <Invoice
      job={job}
      business={testBusiness()}
      money={money}
      payments={[testPayment()]}
      parts={[]}
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
    renderInvoice(undefined, testJob({ status: 'cancelled', cancelReason: 'Klienti nuk pranoi çmimin' }), {
      ...TEST_MONEY,
      balance: -TEST_MONEY.paid,
    });
    expect(screen.getByRole('note')).toHaveTextContent(
      'PUNA U ANULUA — Klienti nuk pranoi çmimin. Klienti nuk paguan asgjë për këtë punë; çka është paguar i kthehet.',
    );
    expect(screen.getByTestId('invoice-balance')).toHaveTextContent('20,00 €');
    expect(screen.queryByTestId('invoice-payment-note')).not.toBeInTheDocument();
  });

  it('says nothing of a cancellation on a job that is not cancelled', () => {
    renderInvoice();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("prints the job's own price, read-only, and the server's sums", () => {
    renderInvoice();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('invoice-labour-price')).toHaveTextContent('40,00 €');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('65,50 €');
  });

  it('prints no amount for the work of a job without a price, never a made-up one', () => {
    const money: JobMoney = { currency: 'EUR', labour: 0, parts: 0, total: 0, paid: 0, balance: 0 };
    renderInvoice(undefined, testJob({ estimatedPrice: null }), money);
    expect(screen.getByTestId('invoice-labour-price')).toHaveTextContent('—');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('0,00 €');
    expect(document.body.textContent).not.toContain('50,00 €');
    expect(screen.getByTestId('invoice-payment-note')).toHaveTextContent('Pagesa kryhet në marrjen e pajisjes.');
  });
});

describe("the invoice's payment line follows the job's money", () => {
  const money = (paid: number, balance: number): JobMoney => ({
    currency: 'EUR',
    labour: 50,
    parts: 0,
    total: 50,
    paid,
    balance,
  });
  const note = (job: JobResponse, jobMoney: JobMoney): string | null => {
    const { unmount } = renderInvoice(undefined, job, jobMoney);
    const text = screen.queryByTestId('invoice-payment-note')?.textContent ?? null;
    unmount();
    return text;
  };

  it.each<[string, JobResponse, JobMoney, string]>([
    [
      'paid in full',
      testJob({ status: 'completed', estimatedPrice: 50 }),
      money(50, 0),
      'Fatura është paguar plotësisht.',
    ],
    [
      'a deposit taken, the rest due at pickup',
      testJob({ status: 'ready', estimatedPrice: 50 }),
      money(20, 30),
      'Janë paguar 20,00 €; mbetja prej 30,00 € paguhet në marrjen e pajisjes.',
    ],
    [
      'part paid, the device handed over',
      testJob({ status: 'completed', estimatedPrice: 50 }),
      money(20, 30),
      "Janë paguar 20,00 €; mbetja prej 30,00 € është ende për t'u paguar.",
    ],
    [
      'nothing paid yet',
      testJob({ status: 'in_process', estimatedPrice: 50 }),
      money(0, 50),
      'Pagesa prej 50,00 € kryhet në marrjen e pajisjes.',
    ],
    [
      'nothing paid, the device handed over',
      testJob({ status: 'completed', estimatedPrice: 50 }),
      money(0, 50),
      "Shuma prej 50,00 € është ende për t'u paguar.",
    ],
    [
      'more paid than due',
      testJob({ status: 'completed', estimatedPrice: 50 }),
      money(60, -10),
      'Fatura është paguar plotësisht.',
    ],
    [
      'free work',
      testJob({ status: 'completed', estimatedPrice: 0 }),
      { ...money(0, 0), labour: 0, total: 0 },
      'Nuk ka asgjë për të paguar.',
    ],
  ])('%s', (_case, job, jobMoney, expected) => {
    expect(note(job, jobMoney)).toBe(expected);
  });
});

describe("the invoice's fiscal documents", () => {
  const SALE = testFiscalDocument();
  const REFUND = testFiscalDocument({
    id: 'fd-2',
    kind: 'refund',
    paymentId: 'pay-2',
    correctsId: 'fd-1',
    number: '13/2026/ab123cd456',
    ordinal: 13,
    total: '-5.00',
    status: 'pending',
    offline: true,
    fic: null,
    verificationUrl: 'https://efiskalizimi-app.tatime.gov.al/invoice-check/#/verify?iic=B2&ord=13',
  });
  const renderFiscal = (
    fiscalDocuments: FiscalDocumentResponse[],
    copies: ReadonlySet<string> = new Set(),
    business = testBusiness({ country: 'albania' }),
  ) =>
    renderForPrint(
      <Invoice
        job={testJob()}
        business={business}
        money={TEST_MONEY}
        payments={[testPayment(), testPayment({ id: 'pay-2', kind: 'refund', amount: 5 })]}
        parts={[]}
        issuedAt={new Date('2026-11-25T15:00:00.000Z')}
        fiscalDocuments={fiscalDocuments}
        copies={copies}
      />,
    );
  const qrCodes = () => screen.findAllByRole('img', { name: /^Kodi QR i verifikimit të faturës/ });

  it('prints each payment’s document with its fields and QR code, and no longer says it is not fiscal', async () => {
    renderFiscal([SALE, REFUND]);
    const sale = screen.getByLabelText('Fatura fiskale 12/2026/ab123cd456');
    expect(sale).toHaveTextContent('Faturë fiskale');
    expect(sale).toHaveTextContent(`NIVF${SALE.fic}`);
    expect(sale).toHaveTextContent(`NSLF${SALE.iic}`);
    expect(sale).toHaveTextContent('Nr. i faturës12/2026/ab123cd456');
    expect(sale).toHaveTextContent('Data dhe ora2026-11-23T09:05:00+01:00');
    expect(sale).toHaveTextContent('Njësia e biznesitab123cd456');
    expect(sale).toHaveTextContent('Arka (TCR)cd456ef789');
    expect(sale).toHaveTextContent('Operatorigh012ij345');
    expect(sale).toHaveTextContent('Softuerief789gh012');
    const refund = screen.getByLabelText('Fatura fiskale 13/2026/ab123cd456');
    expect(refund).toHaveTextContent('Faturë korrigjuese');
    expect(refund).toHaveTextContent('Korrigjon faturën nr. 12/2026/ab123cd456');
    expect(refund).toHaveTextContent('Pa NIVF: dërguar më vonë te tatimet');
    expect(await qrCodes()).toHaveLength(2);
    expect(document.body.textContent).not.toContain(NOT_FISCAL_TEXT);
    expect(screen.queryByText(COPY_TEXT)).not.toBeInTheDocument();
  });

  it('says "KOPJE" under the title when every document on it is a reprint, and beside the one that is otherwise', async () => {
    const { unmount } = renderFiscal([SALE, REFUND], new Set(['fd-1', 'fd-2']));
    expect(screen.getByTestId('invoice-copy')).toHaveTextContent(COPY_TEXT);
    expect(screen.getAllByText(COPY_TEXT)).toHaveLength(1);
    await qrCodes();
    unmount();
    renderFiscal([SALE, REFUND], new Set(['fd-1']));
    expect(screen.queryByTestId('invoice-copy')).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Fatura fiskale 12/2026/ab123cd456')).getByText(COPY_TEXT)).toBeInTheDocument();
    expect(within(screen.getByLabelText('Fatura fiskale 13/2026/ab123cd456')).queryByText(COPY_TEXT)).toBeNull();
    await qrCodes();
  });

  it('says it is not fiscal, as today, without documents; plainly in North Macedonia', () => {
    const { unmount } = renderFiscal([]);
    expect(screen.getByText(NOT_FISCAL_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('Faturat fiskale')).not.toBeInTheDocument();
    unmount();
    renderFiscal([], new Set(), testBusiness({ country: 'north_macedonia', currency: 'MKD' }));
    expect(screen.getByText('Nuk është kupon fiskal.')).toBeInTheDocument();
    expect(document.body.textContent).toContain('Kuponin fiskal e jep arka fiskale e servisit.');
    expect(document.body.textContent).not.toContain(NOT_FISCAL_TEXT);
  });
});
