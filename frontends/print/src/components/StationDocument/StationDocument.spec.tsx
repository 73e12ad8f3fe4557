import { screen, waitFor } from '@testing-library/react';
import type { PrintJobResponse } from '@repair-shop/contracts';
import { testDetail, testPayment, testPrintJob } from '@repair-shop/web/testing';
import { renderForPrint } from '../../test/render';
import { claimed, testStationDocument } from '../../test/station';
import { stationPageOf } from '../../station/station-page';
import type { StationPrinting } from '../../station/station-printer';
import { StationDocument } from './StationDocument';

const pageRule = (): string => document.querySelector('style[data-print-page]')?.textContent ?? '';

function printing(overrides: Partial<PrintJobResponse>, detail = testDetail()): StationPrinting {
  const printJob = claimed(testPrintJob(overrides));
  const document = testStationDocument(printJob, detail);
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
});
