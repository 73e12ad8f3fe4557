import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  TEST_JOB_ID,
  fakeApi,
  routeOf,
  testBusiness,
  testDetail,
  testFiscalDocument,
  testJob,
  type FakeApi,
} from '@repair-shop/web/testing';
import { renderForPrint } from '../../test/render';
import { COPY_TEXT } from '../../utils/fiscal-fields';
import { InvoiceScreen } from './InvoiceScreen';

describe('InvoiceScreen', () => {
  const realFetch = globalThis.fetch;
  let fetchSpy: jest.Mock;
  beforeEach(() => {
    fetchSpy = jest.fn(() => Promise.reject(new Error('no request is expected')));
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('shows the job’s price with nothing to edit, and asks the server nothing, even when typed at', async () => {
    const detail = testDetail();
    renderForPrint(<InvoiceScreen jobId={detail.job.id} />, { detail });
    expect(screen.getByRole('article', { name: 'Fatura' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-labour-price')).toHaveTextContent('40,00 €');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    await userEvent.keyboard('55{ArrowUp}{Enter}');
    // Longer than any save after typing would have waited.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.queryByText(/Çmimi u ruajt/)).not.toBeInTheDocument();
  });

  it('says on screen that a job has no price and links to the job, where it is set', () => {
    const detail = testDetail({ job: testJob({ estimatedPrice: null }) });
    renderForPrint(<InvoiceScreen jobId={detail.job.id} />, { detail });
    const toolbar = screen.getByRole('toolbar', { name: 'Veprimet e printimit' });
    expect(toolbar).toHaveTextContent('Kjo punë nuk ka çmim');
    expect(screen.getByRole('link', { name: 'Vendosni çmimin te puna' })).toHaveAttribute(
      'href',
      `/dashboard/pune/${detail.job.id}`,
    );
    // The note is the toolbar's, which is not printed; the invoice itself prints no amount for the work.
    expect(screen.getByRole('article', { name: 'Fatura' })).not.toHaveTextContent('Kjo punë nuk ka çmim');
    expect(screen.getByTestId('invoice-labour-price')).toHaveTextContent('—');
  });

  it('says nothing of a price on a job that has one', () => {
    const detail = testDetail();
    renderForPrint(<InvoiceScreen jobId={detail.job.id} />, { detail });
    expect(screen.queryByText(/nuk ka çmim/)).not.toBeInTheDocument();
  });
});

describe('InvoiceScreen: the fiscal documents’ prints', () => {
  const ALBANIA = testBusiness({ country: 'albania', currency: 'ALL' });
  const DOCUMENTS_ROUTE = `GET /api/jobs/${TEST_JOB_ID}/fiscal-documents`;
  const REFUND = testFiscalDocument({ id: 'fd-2', kind: 'refund', paymentId: 'pay-2', number: '13/2026/ab123cd456' });
  let api: FakeApi;
  let print: jest.SpyInstance;

  beforeEach(() => {
    print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  });
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  it('counts each document’s print as "Printo" is pressed, never on sight, and marks the reprints', async () => {
    api = fakeApi({
      [DOCUMENTS_ROUTE]: [testFiscalDocument(), REFUND],
      'POST /api/fiscal/documents/fd-1/prints': { copy: true, printCount: 2 },
      'POST /api/fiscal/documents/fd-2/prints': { copy: false, printCount: 1 },
    });
    renderForPrint(<InvoiceScreen jobId={TEST_JOB_ID} />, { business: ALBANIA, fiscalDocuments: null });
    await screen.findAllByRole('img', { name: /^Kodi QR i verifikimit/ });
    expect(api.calls.map(routeOf)).toEqual([DOCUMENTS_ROUTE]);

    await userEvent.click(screen.getByRole('button', { name: 'Printo' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(
      api.calls
        .map(routeOf)
        .filter((route) => route.startsWith('POST'))
        .sort(),
    ).toEqual(['POST /api/fiscal/documents/fd-1/prints', 'POST /api/fiscal/documents/fd-2/prints']);
    expect(within(screen.getByLabelText('Fatura fiskale 12/2026/ab123cd456')).getByText(COPY_TEXT)).toBeInTheDocument();
    expect(within(screen.getByLabelText('Fatura fiskale 13/2026/ab123cd456')).queryByText(COPY_TEXT)).toBeNull();
  });
});
