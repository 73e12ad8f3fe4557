import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FakeAnswer,
  TEST_JOB_ID,
  atShopTime,
  fakeApi,
  routeOf,
  testBusiness,
  testDetail,
  testFiscalDocument,
  testPayment,
  type FakeApi,
} from '@repair-shop/web/testing';
import { FISCAL_PRINT_FAILED_TEXT } from '../../hooks/use-fiscal-prints';
import { renderForPrint } from '../../test/render';
import { COPY_TEXT } from '../../utils/fiscal-fields';
import { NOT_FISCAL_TEXT } from '../../utils/not-fiscal';
import { PaymentReceiptScreen } from './PaymentReceiptScreen';

const PAYMENTS = [
  testPayment(),
  testPayment({ id: 'pay-2', kind: 'payment', amount: 45.5, createdAt: atShopTime('2026-11-24 16:30') }),
];

const pageRule = (): string => document.querySelector('style[data-print-page]')?.textContent ?? '';

describe('PaymentReceiptScreen', () => {
  it("prints the job's latest payment by default, on an 80 mm roll", () => {
    const detail = testDetail({ payments: PAYMENTS });
    renderForPrint(<PaymentReceiptScreen jobId={detail.job.id} />, { detail });
    expect(screen.getByRole('article', { name: 'Dëftesë pagese' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('45,50 €');
    expect(screen.getByRole('radio', { name: '80 mm' })).toBeChecked();
    expect(pageRule()).toMatch(/@page \{ size: 80mm \d+mm; margin: 0; \}/);
  });

  it('prints the payment named, and on a 58 mm roll once chosen', async () => {
    const detail = testDetail({ payments: PAYMENTS });
    renderForPrint(<PaymentReceiptScreen jobId={detail.job.id} paymentId="pay-1" />, { detail });
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('20,00 €');
    await userEvent.click(screen.getByRole('radio', { name: '58 mm' }));
    expect(pageRule()).toMatch(/@page \{ size: 58mm \d+mm; margin: 0; \}/);
    expect(screen.getByRole('article', { name: 'Dëftesë pagese' })).toHaveAttribute('data-width-mm', '58');
  });

  it('says so when the payment is not the job’s, or the job has none', () => {
    const detail = testDetail({ payments: PAYMENTS });
    const { unmount } = renderForPrint(<PaymentReceiptScreen jobId={detail.job.id} paymentId="pay-9" />, { detail });
    expect(screen.getByText('Pagesa nuk u gjet.')).toBeInTheDocument();
    unmount();
    const empty = testDetail({ payments: [] });
    renderForPrint(<PaymentReceiptScreen jobId={empty.job.id} />, { detail: empty });
    expect(screen.getByText('Kjo punë nuk ka ende asnjë pagesë.')).toBeInTheDocument();
  });
});

describe('PaymentReceiptScreen: the fiscal document and its prints', () => {
  const ALBANIA = testBusiness({ country: 'albania', currency: 'ALL' });
  const DOCUMENTS_ROUTE = `GET /api/jobs/${TEST_JOB_ID}/fiscal-documents`;
  const PRINTS_ROUTE = 'POST /api/fiscal/documents/fd-1/prints';
  let api: FakeApi;
  let print: jest.SpyInstance;

  beforeEach(() => {
    // jsdom lays nothing out: a receipt measured 100 mm long, as a browser would measure it.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 378 } as DOMRect);
    print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  });
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  const renderReceipt = (business = ALBANIA) =>
    renderForPrint(<PaymentReceiptScreen jobId={TEST_JOB_ID} paymentId="pay-1" />, {
      business,
      fiscalDocuments: null,
    });
  const printo = () => userEvent.click(screen.getByRole('button', { name: 'Printo' }));

  it('shows the payment’s document, and counts no print while the receipt is only looked at', async () => {
    api = fakeApi({ [DOCUMENTS_ROUTE]: [testFiscalDocument()], [PRINTS_ROUTE]: { copy: false, printCount: 1 } });
    renderReceipt();
    expect(await screen.findByText(testFiscalDocument().fic ?? '')).toBeInTheDocument();
    expect(api.callsTo(DOCUMENTS_ROUTE)).toHaveLength(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(api.callsTo(PRINTS_ROUTE)).toHaveLength(0);
    expect(print).not.toHaveBeenCalled();
  });

  it('counts the print before printing, and says "KOPJE" on the paper from the reprint on', async () => {
    const answers = [
      { copy: false, printCount: 1 },
      { copy: true, printCount: 2 },
    ];
    api = fakeApi({ [DOCUMENTS_ROUTE]: [testFiscalDocument()], [PRINTS_ROUTE]: () => answers.shift() });
    const copyWhenPrinted: boolean[] = [];
    print.mockImplementation(() => copyWhenPrinted.push(screen.queryByText(COPY_TEXT) !== null));
    renderReceipt();
    await screen.findByText('FATURË FISKALE');

    await printo();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(api.callsTo(PRINTS_ROUTE)).toHaveLength(1);
    expect(screen.queryByText(COPY_TEXT)).not.toBeInTheDocument();

    await printo();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(api.callsTo(PRINTS_ROUTE)).toHaveLength(2);
    expect(copyWhenPrinted).toEqual([false, true]);
    expect(screen.getByText(COPY_TEXT)).toBeInTheDocument();
  });

  it("prints only a notice from the browser's own menu, which cannot be counted; the counted print prints the receipt", async () => {
    api = fakeApi({ [DOCUMENTS_ROUTE]: [testFiscalDocument()], [PRINTS_ROUTE]: { copy: false, printCount: 1 } });
    const uncounted = () => document.querySelector('.print-screen')?.classList.contains('print-screen--uncounted');
    const uncountedWhenPrinted: (boolean | undefined)[] = [];
    print.mockImplementation(() => uncountedWhenPrinted.push(uncounted()));
    renderReceipt();
    await screen.findByText('FATURË FISKALE');
    expect(uncounted()).toBe(true);
    expect(screen.getByText(/printohet me butonin «Printo» ose me Ctrl\+P/)).toBeInTheDocument();

    await printo();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(uncountedWhenPrinted).toEqual([false]);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(uncounted()).toBe(true);
  });

  it('counts Ctrl+P as a print too', async () => {
    api = fakeApi({ [DOCUMENTS_ROUTE]: [testFiscalDocument()], [PRINTS_ROUTE]: { copy: true, printCount: 3 } });
    renderReceipt();
    await screen.findByText('FATURË FISKALE');
    await userEvent.keyboard('{Control>}p{/Control}');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(api.callsTo(PRINTS_ROUTE)).toHaveLength(1);
    expect(screen.getByText(COPY_TEXT)).toBeInTheDocument();
  });

  it('does not print when the print could not be counted, and says so', async () => {
    const shown = jest.spyOn(notifications, 'show').mockReturnValue('');
    api = fakeApi({
      [DOCUMENTS_ROUTE]: [testFiscalDocument()],
      [PRINTS_ROUTE]: new FakeAnswer(503, { detail: 'Shërbimi nuk është i disponueshëm.' }),
    });
    renderReceipt();
    await screen.findByText('FATURË FISKALE');
    await printo();
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ title: FISCAL_PRINT_FAILED_TEXT, message: 'Shërbimi nuk është i disponueshëm.' }),
      ),
    );
    expect(print).not.toHaveBeenCalled();
  });

  it('prints as today, counting nothing, for a payment without a fiscal document', async () => {
    api = fakeApi({ [DOCUMENTS_ROUTE]: [] });
    renderReceipt();
    expect(await screen.findByText(NOT_FISCAL_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('FATURË FISKALE')).not.toBeInTheDocument();
    await printo();
    expect(print).toHaveBeenCalledTimes(1);
    expect(api.calls.map(routeOf)).toEqual([DOCUMENTS_ROUTE]);
  });

  it('asks nothing fiscal of a North Macedonia shop, and says plainly that the receipt is not fiscal', async () => {
    api = fakeApi({});
    renderReceipt(testBusiness({ country: 'north_macedonia', currency: 'MKD' }));
    expect(screen.getByText('Nuk është kupon fiskal.')).toBeInTheDocument();
    await printo();
    expect(print).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(0);
  });
});
