import { screen, waitFor, within } from '@testing-library/react';
import type { PrintJobResponse, StationDocumentResponse } from '@repair-shop/contracts';
import { testDetail, testFiscalDocument, testPayment, testPrintJob } from '@repair-shop/web/testing';
import { COPY_TEXT } from '../../utils/fiscal-fields';
import { renderForPrint } from '../../test/render';
import { claimed, testStationDocument } from '../../test/station';
import { stationPageOf } from '../../station/station-page';
import type { StationPrinting } from '../../station/station-printer';
import { testSale, testSaleFiscalDocument } from '../../test/sale';
import { StationDocument } from './StationDocument';

const pageRule = (): string => document.querySelector('style[data-print-page]')?.textContent ?? '';

function printing(
  overrides: Partial<PrintJobResponse>,
  detail = testDetail(),
  fiscal?: Pick<StationDocumentResponse, 'fiscalDocuments' | 'fiscalPrintsBefore'>,
): StationPrinting {
  const printJob = claimed(testPrintJob(overrides));
  const document = testStationDocument(printJob, detail, fiscal);
  const page = stationPageOf(document);
  if (!('page' in page)) throw new Error(page.problem);
  return { printJob, document, page: page.page };
}

describe('StationDocument', () => {
  it('draws the label `copies` times on pages of its exact size, and says when its QR codes are drawn', async () => {
    const onDrawn = jest.fn();
    renderForPrint(
      <StationDocument
        printing={printing({ document: 'label', size: '8x3', copies: 2 })}
        onDrawn={onDrawn}
        onFailed={jest.fn()}
      />,
    );
    expect(screen.getAllByRole('article', { name: 'Etiketa 1B2C3D' })).toHaveLength(2);
    expect(pageRule()).toContain('@page { size: 8cm 3cm; margin: 0; }');
    await waitFor(() => expect(onDrawn).toHaveBeenCalledTimes(1));
    expect(screen.getAllByRole('img', { name: 'Kodi QR i biletës 1B2C3D' })).toHaveLength(2);
  });

  it('draws the invoice on A4 with the server’s price, nothing to edit', async () => {
    const onDrawn = jest.fn();
    renderForPrint(
      <StationDocument
        printing={printing({ document: 'invoice', size: null, copies: 1 })}
        onDrawn={onDrawn}
        onFailed={jest.fn()}
      />,
    );
    expect(screen.getByRole('article', { name: 'Fatura' })).toBeInTheDocument();
    expect(pageRule()).toContain('@page { size: A4; margin: 12mm; }');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('65,50 €');
    await waitFor(() => expect(onDrawn).toHaveBeenCalled());
  });

  it('draws the intake receipt on the roll’s width, and the payment receipt of the payment sent', async () => {
    const { unmount } = renderForPrint(
      <StationDocument
        printing={printing({ document: 'intake_receipt', size: '58', copies: 1 })}
        onDrawn={jest.fn()}
        onFailed={jest.fn()}
      />,
    );
    expect(screen.getByRole('article', { name: 'Fletëpranim' })).toHaveAttribute('data-width-mm', '58');
    expect(pageRule()).toMatch(/@page \{ size: 58mm \d+mm; margin: 0; \}/);
    unmount();
    const detail = testDetail({
      payments: [testPayment(), testPayment({ id: 'pay-2', kind: 'payment', amount: 45.5 })],
    });
    renderForPrint(
      <StationDocument
        printing={printing({ document: 'payment_receipt', size: '80', paymentId: 'pay-1', copies: 2 }, detail)}
        onDrawn={jest.fn()}
        onFailed={jest.fn()}
      />,
    );
    const receipts = screen.getAllByRole('article', { name: 'Dëftesë pagese' });
    expect(receipts).toHaveLength(2);
    expect(receipts[0]).toHaveAttribute('data-width-mm', '80');
    expect(screen.getAllByTestId('receipt-amount')[0]).toHaveTextContent('20,00 €');
  });

  describe('with the fiscal documents whose prints the server counted at the claim', () => {
    const sale = testFiscalDocument();
    const deposit = testFiscalDocument({ id: 'fd-0', paymentId: 'pay-0', number: '11/2026/ab123cd456', ordinal: 11 });
    const refund = testFiscalDocument({
      id: 'fd-2',
      kind: 'refund',
      paymentId: 'pay-2',
      correctsId: 'fd-1',
      number: '13/2026/ab123cd456',
      ordinal: 13,
      total: '-5.00',
      fic: null,
      status: 'pending',
    });
    const detail = testDetail({
      payments: [testPayment(), testPayment({ id: 'pay-2', kind: 'refund', amount: 5 })],
    });

    it('prints a payment receipt’s first print as the original and its next copy as "KOPJE", each with the NIVF and NSLF', async () => {
      renderForPrint(
        <StationDocument
          printing={printing({ document: 'payment_receipt', size: '80', paymentId: 'pay-1', copies: 2 }, detail, {
            fiscalDocuments: [sale, refund],
            fiscalPrintsBefore: { [sale.id]: 0 },
          })}
          onDrawn={jest.fn()}
          onFailed={jest.fn()}
        />,
      );
      const [original, copy] = screen.getAllByRole('article', { name: 'Dëftesë pagese' });
      expect(within(original!).queryByText(COPY_TEXT)).toBeNull();
      expect(within(copy!).getByText(COPY_TEXT)).toBeInTheDocument();
      for (const receipt of [original!, copy!]) {
        const fiscal = within(receipt).getByRole('region', { name: 'Fatura fiskale' });
        expect(fiscal).toHaveTextContent(`NIVF${sale.fic}`);
        expect(fiscal).toHaveTextContent(`NSLF${sale.iic}`);
        expect(fiscal).toHaveTextContent(`Nr. i faturës${sale.number}`);
        expect(
          await within(receipt).findByRole('img', { name: `Kodi QR i verifikimit të faturës ${sale.number}` }),
        ).toBeInTheDocument();
      }
    });

    it('prints every copy of a reprint as "KOPJE", and a refund names the sale it corrects', async () => {
      renderForPrint(
        <StationDocument
          printing={printing({ document: 'payment_receipt', size: '58', paymentId: 'pay-2', copies: 1 }, detail, {
            fiscalDocuments: [sale, refund],
            fiscalPrintsBefore: { [refund.id]: 2 },
          })}
          onDrawn={jest.fn()}
          onFailed={jest.fn()}
        />,
      );
      const receipt = screen.getByRole('article', { name: 'Dëftesë pagese' });
      expect(within(receipt).getByText(COPY_TEXT)).toBeInTheDocument();
      expect(receipt).toHaveTextContent(`Korrigjon faturën nr. ${sale.number}`);
      expect(receipt).toHaveTextContent(`NSLF${refund.iic}`);
      expect(receipt).toHaveTextContent('Pa NIVF: dërguar më vonë te tatimet');
      expect(
        await within(receipt).findByRole('img', { name: `Kodi QR i verifikimit të faturës ${refund.number}` }),
      ).toBeInTheDocument();
    });

    it('prints an invoice’s documents on each copy, "KOPJE" on those printed before', async () => {
      renderForPrint(
        <StationDocument
          printing={printing({ document: 'invoice', size: null, copies: 2 }, detail, {
            fiscalDocuments: [deposit, sale],
            fiscalPrintsBefore: { [deposit.id]: 1, [sale.id]: 0 },
          })}
          onDrawn={jest.fn()}
          onFailed={jest.fn()}
        />,
      );
      const [first, second] = screen.getAllByRole('article', { name: 'Fatura' });
      // The first copy: the deposit's document printed before, the sale's original.
      expect(within(first!).queryByTestId('invoice-copy')).toBeNull();
      expect(
        within(within(first!).getByLabelText(`Fatura fiskale ${deposit.number}`)).getByText(COPY_TEXT),
      ).toBeVisible();
      const sold = within(first!).getByLabelText(`Fatura fiskale ${sale.number}`);
      expect(within(sold).queryByText(COPY_TEXT)).toBeNull();
      expect(sold).toHaveTextContent(`NIVF${sale.fic}`);
      expect(sold).toHaveTextContent(`NSLF${sale.iic}`);
      // The second: every document a copy, said once under the title.
      expect(within(second!).getByTestId('invoice-copy')).toHaveTextContent(COPY_TEXT);
      expect(within(second!).getByLabelText(`Fatura fiskale ${sale.number}`)).toHaveTextContent(`NSLF${sale.iic}`);
      // Each copy carries both documents' QR codes once drawn.
      expect(await screen.findAllByRole('img', { name: /^Kodi QR i verifikimit të faturës/ })).toHaveLength(4);
    });

    it('prints a shop without fiscal documents as before: no fiscal receipt', () => {
      renderForPrint(
        <StationDocument
          printing={printing({ document: 'payment_receipt', size: '80', paymentId: 'pay-1', copies: 2 }, detail)}
          onDrawn={jest.fn()}
          onFailed={jest.fn()}
        />,
      );
      const receipts = screen.getAllByRole('article', { name: 'Dëftesë pagese' });
      expect(receipts).toHaveLength(2);
      for (const receipt of receipts) {
        expect(within(receipt).queryByRole('region', { name: 'Fatura fiskale' })).toBeNull();
        expect(within(receipt).queryByText(COPY_TEXT)).toBeNull();
      }
    });
  });
});

describe('StationDocument: a sale', () => {
  const saleJob = (overrides: Partial<PrintJobResponse>) =>
    claimed(testPrintJob({ jobId: null, saleId: 'sale-1', ticket: 'SH-42', ...overrides }));

  it('draws the sale’s receipt `copies` times, the first the original of its fiscal document and the next "KOPJE"', async () => {
    const printJob = saleJob({ document: 'sale_receipt', size: '58', copies: 2 });
    const sale = testSale({ fiscalDocument: testSaleFiscalDocument() });
    const document = testStationDocument(
      printJob,
      null,
      { fiscalDocuments: [testSaleFiscalDocument()], fiscalPrintsBefore: { 'fd-sale': 0 } },
      { sale, originalSale: null },
    );
    const page = stationPageOf(document);
    if (!('page' in page)) throw new Error(page.problem);
    renderForPrint(
      <StationDocument printing={{ printJob, document, page: page.page }} onDrawn={jest.fn()} onFailed={jest.fn()} />,
    );
    const receipts = screen.getAllByRole('article', { name: 'Kupon shitjeje' });
    expect(receipts).toHaveLength(2);
    expect(within(receipts[0]!).queryByText(COPY_TEXT)).not.toBeInTheDocument();
    expect(within(receipts[1]!).getByText(COPY_TEXT)).toBeInTheDocument();
    expect(within(receipts[0]!).getAllByTestId('sale-line')).toHaveLength(3);
    expect(receipts[0]).toHaveAttribute('data-width-mm', '58');
    expect(await screen.findAllByRole('img', { name: /^Kodi QR i verifikimit të faturës/ })).toHaveLength(2);
  });

  it('draws the sale’s A4 invoice, and says when the sale did not come with the document', async () => {
    const printJob = saleJob({ document: 'sale_invoice', size: null, copies: 1 });
    const document = testStationDocument(printJob, null, undefined, { sale: testSale(), originalSale: null });
    const page = stationPageOf(document);
    if (!('page' in page)) throw new Error(page.problem);
    renderForPrint(
      <StationDocument printing={{ printJob, document, page: page.page }} onDrawn={jest.fn()} onFailed={jest.fn()} />,
    );
    expect(screen.getByRole('article', { name: 'Fatura e shitjes' })).toBeInTheDocument();
    expect(screen.getAllByTestId('invoice-line')).toHaveLength(3);
    expect(stationPageOf(testStationDocument(printJob, null))).toEqual({ problem: 'Të dhënat e dokumentit mungojnë.' });
  });
});
