import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrintJobCreatedResponse } from '@repair-shop/contracts';
import { printApi } from '@repair-shop/web';
import { testPayment, testPrintJob, testStation, atShopTime } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { LAST_STATION_KEY } from '../../utils/last-station';
import { SendToPrinterDialog } from './SendToPrinterDialog';

const STATIONS = [testStation(), testStation({ id: 'st-2', name: 'Punëtoria' })];
const PAYMENTS = [
  testPayment(),
  testPayment({ id: 'pay-2', kind: 'payment', amount: 45.5, createdAt: atShopTime('2026-11-24 16:30') }),
];

function renderDialog(payments = PAYMENTS) {
  const onClose = jest.fn();
  const view = renderWithShop(
    <SendToPrinterDialog
      opened
      onClose={onClose}
      jobId="job-1"
      stations={STATIONS}
      payments={payments}
      currency="EUR"
    />,
  );
  return { ...view, onClose };
}

const documents = () => within(screen.getByRole('radiogroup', { name: 'Dokumenti' })).getAllByRole('radio');
const answer = (overrides: Partial<PrintJobCreatedResponse['printJob']> = {}): PrintJobCreatedResponse => ({
  success: true,
  printJob: testPrintJob(overrides),
});

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('SendToPrinterDialog', () => {
  it('offers the label, the invoice, the intake receipt and, once the job has payments, the payment receipt', () => {
    const { unmount } = renderDialog([]);
    expect(documents().map((radio) => radio.getAttribute('value'))).toEqual(['label', 'invoice', 'intake_receipt']);
    expect(screen.queryByRole('radio', { name: 'Dëftesa e pagesës' })).not.toBeInTheDocument();
    unmount();
    renderDialog();
    expect(screen.getByRole('radio', { name: 'Dëftesa e pagesës' })).toBeInTheDocument();
  });

  it('sends the standard label twice by default, to the first station', async () => {
    const send = jest.spyOn(printApi, 'send').mockResolvedValue(answer());
    const { onClose } = renderDialog();
    expect(screen.getByRole('radio', { name: 'Etiketa' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '10cm x 4cm (standard)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '8cm x 3cm' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '12cm x 5cm' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kopje' })).toHaveValue('2');
    await userEvent.click(screen.getByRole('button', { name: 'Dërgo' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith('job-1', { stationId: 'st-1', document: 'label', size: '10x4', copies: 2 });
    expect(localStorage.getItem(LAST_STATION_KEY)).toBe('st-1');
  });

  it('sends the invoice without a size (A4), once', async () => {
    const send = jest.spyOn(printApi, 'send').mockResolvedValue(answer({ document: 'invoice', size: null, copies: 1 }));
    renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Fatura' }));
    expect(screen.getByText('Fatura printohet në letër A4.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: /Madhësia|Gjerësia/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kopje' })).toHaveValue('1');
    await userEvent.click(screen.getByRole('button', { name: 'Dërgo' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('job-1', { stationId: 'st-1', document: 'invoice', copies: 1 }),
    );
  });

  it("sends a receipt at the roll's width; a payment receipt for the latest payment unless another is chosen", async () => {
    const send = jest.spyOn(printApi, 'send').mockResolvedValue(answer({ document: 'payment_receipt', size: '58' }));
    renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Fletëpranimi' }));
    const widths = screen.getByRole('radiogroup', { name: 'Gjerësia e letrës' });
    expect(
      within(widths)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['80', '58']);
    expect(screen.getByRole('radio', { name: '80 mm' })).toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Pagesa' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Dëftesa e pagesës' }));
    await userEvent.click(screen.getByRole('radio', { name: '58 mm' }));
    expect(screen.getByRole('combobox', { name: 'Pagesa' })).toHaveValue('Pagesë · 45,50 € · 24.11.2026, 16:30');
    await userEvent.click(screen.getByRole('button', { name: 'Dërgo' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('job-1', {
        stationId: 'st-1',
        document: 'payment_receipt',
        size: '58',
        paymentId: 'pay-2',
        copies: 1,
      }),
    );
  });

  it('starts from the station this browser sent to last', async () => {
    localStorage.setItem(LAST_STATION_KEY, 'st-2');
    const send = jest
      .spyOn(printApi, 'send')
      .mockResolvedValue(answer({ stationId: 'st-2', stationName: 'Punëtoria' }));
    renderDialog();
    expect(screen.getByRole('combobox', { name: 'Printeri' })).toHaveValue('Punëtoria');
    await userEvent.click(screen.getByRole('button', { name: 'Dërgo' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith('job-1', expect.objectContaining({ stationId: 'st-2' })));
  });
});
