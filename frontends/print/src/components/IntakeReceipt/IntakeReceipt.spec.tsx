import { screen } from '@testing-library/react';
import { emptyIntakeChecks, type JobSignatureResponse } from '@repair-shop/contracts';
import { atShopTime, testBusiness, testFiscalDocument, testJob, testPayment } from '@repair-shop/web/testing';
import { renderForPrint } from '../../test/render';
import { IntakeReceipt } from './IntakeReceipt';

describe('IntakeReceipt', () => {
  it('shows the shop, the ticket, when, the client, the device, the problem, the estimate and the deposits', async () => {
    renderForPrint(
      <IntakeReceipt
        job={testJob()}
        business={testBusiness({ taxNumber: '810123456' })}
        payments={[
          testPayment(),
          testPayment({ id: 'pay-2', kind: 'payment', amount: 5 }),
          testPayment({ id: 'pay-3', amount: 7.5, method: 'card' }),
        ]}
        currency="EUR"
        intake={null}
        signature={undefined}
      />,
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('Servisi Arta');
    expect(text).toContain('Tel: 044 555 666');
    expect(text).toContain('Prizren');
    expect(text).toContain('NUI: 810123456');
    expect(screen.getByRole('heading', { name: 'FLETËPRANIM' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-ticket')).toHaveTextContent('1B2C3D');
    expect(text).toContain('Pranuar më23.11.2026, 09:05');
    expect(text).toContain('KlientiBlerta Çeku');
    expect(text).toContain('Tel045 321 654');
    expect(text).toContain('PajisjaSamsung Galaxy S23');
    expect(text).toContain('IMEI356938035643809');
    expect(text).toContain('Ekrani i thyer, duhet ndërruar');
    expect(text).toContain('Çmimi i përafërt40,00 €');
    // The deposits only: a later payment is no deposit.
    expect(text).toContain('Paradhënie (Para në dorë)20,00 €');
    expect(text).toContain('Paradhënie (Kartelë)7,50 €');
    expect(text).not.toContain('5,00 €');
    expect(text).toContain('Nënshkrimi i klientit');
    expect(await screen.findByRole('img', { name: /^Kodi QR i biletës/ })).toBeInTheDocument();
    expect(text).toContain('localhost/gjurmo');
  });

  it('names the fiscal document of each deposit that has one', () => {
    renderForPrint(
      <IntakeReceipt
        job={testJob()}
        business={testBusiness()}
        payments={[testPayment(), testPayment({ id: 'pay-3', amount: 7.5, method: 'card' })]}
        currency="EUR"
        intake={null}
        signature={undefined}
        fiscalDocuments={[testFiscalDocument({ paymentId: 'pay-3', number: '13/2026/cd456ef789' })]}
      />,
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain(
      'Paradhënie (Para në dorë)20,00 €Paradhënie (Kartelë)7,50 €Fatura fiskale nr.13/2026/cd456ef789',
    );
    expect(text.match(/Fatura fiskale nr\./g)).toHaveLength(1);
  });

  it("never prints the device's unlock code", async () => {
    renderForPrint(
      <IntakeReceipt
        job={testJob({ deviceCode: 'KOD-7391' })}
        business={testBusiness()}
        payments={[]}
        currency="EUR"
        intake={null}
        signature={undefined}
      />,
    );
    await screen.findByRole('img', { name: /^Kodi QR i biletës/ });
    expect(document.body.textContent).not.toContain('KOD-7391');
    expect(document.body.innerHTML).not.toContain('KOD-7391');
  });

  it('says the price will be set when the job has no estimate, and prints no deposit when none was taken', async () => {
    renderForPrint(
      <IntakeReceipt
        job={testJob({ estimatedPrice: null })}
        business={null}
        payments={[]}
        currency="ALL"
        intake={null}
        signature={undefined}
      />,
    );
    await screen.findByRole('img', { name: /^Kodi QR i biletës/ });
    const text = document.body.textContent ?? '';
    expect(text).toContain('Çmimi i përafërtDo të caktohet');
    expect(text).not.toContain('Paradhënie');
    // A shop without a business prints under the product's name.
    expect(text).toContain('Servisi');
  });

  it('prints the condition at intake, what was left, the terms as signed and the signature', async () => {
    const signature: JobSignatureResponse = {
      kind: 'intake',
      drawing: { width: 400, height: 150, strokes: [[10, 10, 60, 80, 120, 40]] },
      signerName: 'Blerta Çeku',
      terms: 'Pajisja e pa marrë pas 90 ditësh shitet.',
      signedAt: atShopTime('2026-11-23 08:10'),
    };
    renderForPrint(
      <IntakeReceipt
        job={testJob()}
        business={testBusiness({ intakeTerms: 'Kushte të ndryshuara më vonë' })}
        payments={[]}
        currency="EUR"
        intake={{
          checks: { ...emptyIntakeChecks(), screen: 'damaged', powersOn: 'ok' },
          itemsLeft: ['charger', 'case'],
          note: 'Gërvishtje lart',
          updatedAt: '2026-11-23T08:05:00.000Z',
        }}
        signature={signature}
      />,
    );
    await screen.findByRole('img', { name: /^Kodi QR i biletës/ });
    const text = document.body.textContent ?? '';
    expect(text).toContain('Gjendja në pranim:');
    expect(text).toContain('EkraniMe defekt');
    expect(text).toContain('NdizetPo');
    expect(text).toContain('KameratPa testuar');
    expect(text).toContain('Klienti laKarikuesi, Mbulesa');
    expect(text).toContain('Shënim: Gërvishtje lart');
    // The terms the client signed under, not the ones the shop wrote since.
    expect(text).toContain('Pajisja e pa marrë pas 90 ditësh shitet.');
    expect(text).not.toContain('Kushte të ndryshuara më vonë');
    expect(screen.getByRole('img', { name: 'Nënshkrimi i klientit' })).toBeInTheDocument();
    expect(text).toContain('Nënshkrimi i klientit: Blerta Çeku, 23.11.2026, 08:10');
  });

  it("prints the shop's current terms over a line to sign when the client has not signed on the screen", async () => {
    renderForPrint(
      <IntakeReceipt
        job={testJob()}
        business={testBusiness({ intakeTerms: 'Kushtet e sotme' })}
        payments={[]}
        currency="EUR"
        intake={null}
        signature={undefined}
      />,
    );
    await screen.findByRole('img', { name: /^Kodi QR i biletës/ });
    const text = document.body.textContent ?? '';
    expect(text).toContain('Kushtet e servisit:Kushtet e sotme');
    expect(text).not.toContain('Gjendja në pranim');
    expect(screen.queryByRole('img', { name: 'Nënshkrimi i klientit' })).not.toBeInTheDocument();
  });

  it('says when the repair is expected ready, as predicted at intake, and nothing without a prediction', () => {
    const { unmount } = renderForPrint(
      <IntakeReceipt
        job={testJob()}
        business={testBusiness()}
        payments={[]}
        currency="EUR"
        intake={null}
        signature={undefined}
        // Made on Thursday 26 November 2026 at 10:00 in the shop; ready on Saturday, two to three days later.
        prediction={{
          category: 'screen',
          madeAt: '2026-11-26T09:00:00.000Z',
          readyBy: { from: '2026-11-28T07:00:00.000Z', to: '2026-11-28T20:00:00.000Z' },
          price: null,
        }}
      />,
    );
    expect(screen.getByText('Pritet gati: e shtunë, 2–3 ditë')).toBeInTheDocument();
    unmount();

    renderForPrint(
      <IntakeReceipt
        job={testJob()}
        business={testBusiness()}
        payments={[]}
        currency="EUR"
        intake={null}
        signature={undefined}
        prediction={{ category: 'screen', madeAt: '2026-11-26T09:00:00.000Z', readyBy: null, price: null }}
      />,
    );
    expect(screen.queryByText(/^Pritet gati/)).not.toBeInTheDocument();
  });
});
