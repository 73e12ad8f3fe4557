import { screen } from '@testing-library/react';
import { TEST_MONEY, testBusiness, testFiscalDocument, testJob, testPayment } from '@repair-shop/web/testing';
import { renderForPrint } from '../../test/render';
import { AWAITING_SIGNATURE_TEXT, COPY_TEXT, OFFLINE_TEXT } from '../../utils/fiscal-fields';
import { NOT_FISCAL_TEXT } from '../../utils/not-fiscal';
import { PaymentReceipt, type PrintedFiscalDocument } from './PaymentReceipt';

describe('PaymentReceipt', () => {
  it('shows the payment, who took it and when, its fiscal receipt, and where the job stands', () => {
    renderForPrint(
      <PaymentReceipt
        job={testJob()}
        business={testBusiness()}
        payment={testPayment({ kind: 'payment', method: 'card', amount: 45.5, fiscalReceiptNumber: 'K-1001' })}
        money={{ ...TEST_MONEY, paid: 65.5, balance: 0 }}
      />,
    );
    const text = document.body.textContent ?? '';
    expect(screen.getByRole('heading', { name: 'DËFTESË PAGESE' })).toBeInTheDocument();
    expect(text).toContain('KlientiBlerta Çeku');
    expect(text).toContain('LlojiPagesë');
    expect(text).toContain('MënyraKartelë');
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('45,50 €');
    expect(text).toContain('ArkëtoiArta Morina');
    expect(text).toContain('Data23.11.2026, 09:05');
    expect(text).toContain('Kuponi fiskal nr.K-1001');
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('65,50 €');
    expect(screen.getByTestId('receipt-paid')).toHaveTextContent('65,50 €');
    expect(text).toContain('Mbetja për pagesë0,00 €');
    expect(text).toContain('Ky dokument nuk është kupon fiskal.');
    expect(text).not.toContain('KOD-7391');
  });

  it('shows a refund as money given back, and what the shop still owes the client', () => {
    renderForPrint(
      <PaymentReceipt
        job={testJob()}
        business={testBusiness()}
        payment={testPayment({ kind: 'refund', amount: 5 })}
        money={{ ...TEST_MONEY, paid: 70.5, balance: -5 }}
      />,
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('LlojiKthim parash');
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('−5,00 €');
    expect(text).toContain('KtheuArta Morina');
    expect(text).toContain("Për t'u kthyer klientit5,00 €");
    expect(text).not.toContain('Kuponi fiskal');
  });
});

describe('PaymentReceipt: the fiscal document', () => {
  const qrDrawn = () => screen.findByRole('img', { name: 'Kodi QR i verifikimit të faturës 12/2026/ab123cd456' });
  const renderReceipt = (fiscal?: PrintedFiscalDocument, business = testBusiness({ country: 'albania' })) =>
    renderForPrint(
      <PaymentReceipt job={testJob()} business={business} payment={testPayment()} money={TEST_MONEY} fiscal={fiscal} />,
    );

  it('prints an accepted Albanian document’s fields exactly as given, and its QR code, instead of "not fiscal"', async () => {
    const document = testFiscalDocument();
    renderReceipt({ document, corrects: null, copy: false });
    const text = window.document.body.textContent ?? '';
    expect(text).toContain('FATURË FISKALE');
    expect(text).toContain(`NIVF${document.fic}`);
    expect(text).toContain(`NSLF${document.iic}`);
    expect(text).toContain('Nr. i faturës12/2026/ab123cd456');
    expect(text).toContain('Data dhe ora2026-11-23T09:05:00+01:00');
    expect(text).toContain('Njësia e biznesitab123cd456');
    expect(text).toContain('Arka (TCR)cd456ef789');
    expect(text).toContain('Operatorigh012ij345');
    expect(text).toContain('Softuerief789gh012');
    expect(await qrDrawn()).toBeInTheDocument();
    expect(text).not.toContain(NOT_FISCAL_TEXT);
    expect(text).not.toContain('Pa NIVF');
    expect(screen.queryByText(COPY_TEXT)).not.toBeInTheDocument();
  });

  it('says a document printed without the tax office has no NIVF yet, with its NSLF', async () => {
    const document = testFiscalDocument({ status: 'pending', offline: true, fic: null, fiscalizedAt: null });
    renderReceipt({ document, corrects: null, copy: false });
    const text = window.document.body.textContent ?? '';
    expect(screen.getByText('Pa NIVF: dërguar më vonë te tatimet')).toBeInTheDocument();
    expect(text).not.toMatch(/NIVF[0-9a-f]/);
    expect(text).toContain(`NSLF${document.iic}`);
    await qrDrawn();
  });

  it('calls a refund’s document a corrective invoice, naming the sale it corrects', async () => {
    const document = testFiscalDocument({ id: 'fd-2', kind: 'refund', correctsId: 'fd-1', total: '-5.00' });
    renderReceipt({ document, corrects: 'Korrigjon faturën nr. 12/2026/ab123cd456', copy: false });
    expect(screen.getByText('FATURË KORRIGJUESE')).toBeInTheDocument();
    expect(screen.getByText('Korrigjon faturën nr. 12/2026/ab123cd456')).toBeInTheDocument();
    await qrDrawn();
  });

  it('says "KOPJE" on a reprint', async () => {
    renderReceipt({ document: testFiscalDocument({ printCount: 1 }), corrects: null, copy: true });
    expect(screen.getByText(COPY_TEXT)).toBeInTheDocument();
    await qrDrawn();
  });

  it('prints a Kosovo coupon with its number, its till, ATK’s transaction, OFFLINE when sent late, and the QR code of its signed citizen coupon', async () => {
    const document = testFiscalDocument({
      country: 'kosovo',
      number: '2026000100000007',
      fic: '900000000000000001',
      iic: null,
      iicSignature: null,
      verificationUrl: null,
      businessUnitCode: null,
      tcrCode: null,
      softwareCode: null,
      operatorCode: null,
      posId: 1,
      offline: true,
      qrCode: 'CAEQAg==|MEUCIQ==',
    });
    renderReceipt({ document, corrects: null, copy: false }, testBusiness({ country: 'kosovo' }));
    const text = window.document.body.textContent ?? '';
    expect(text).toContain('KUPON FISKAL');
    expect(text).toContain('Nr. i kuponit2026000100000007');
    expect(text).toContain('Arka (POS)1');
    expect(text).toContain('Transaksioni në ATK900000000000000001');
    expect(screen.getByText(OFFLINE_TEXT)).toBeInTheDocument();
    expect(text).not.toContain('NIVF');
    expect(
      await screen.findByRole('img', { name: 'Kodi QR i verifikimit të faturës 2026000100000007' }),
    ).toBeInTheDocument();
  });

  it('says a Kosovo coupon its till has not signed yet has no QR code', () => {
    const document = testFiscalDocument({
      country: 'kosovo',
      status: 'pending',
      fic: null,
      iic: null,
      verificationUrl: null,
      awaitingSignature: true,
      qrCode: null,
      posId: 1,
    });
    renderReceipt({ document, corrects: null, copy: false }, testBusiness({ country: 'kosovo' }));
    expect(screen.getByText(AWAITING_SIGNATURE_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Kodi QR i verifikimit/ })).not.toBeInTheDocument();
  });

  it('says plainly in North Macedonia that it is no fiscal receipt', () => {
    renderReceipt(undefined, testBusiness({ country: 'north_macedonia', currency: 'MKD' }));
    expect(screen.getByText('Nuk është kupon fiskal.')).toBeInTheDocument();
    expect(screen.getByText('Kuponin fiskal e jep arka fiskale e servisit.')).toBeInTheDocument();
    expect(window.document.body.textContent).not.toContain(NOT_FISCAL_TEXT);
  });
});
