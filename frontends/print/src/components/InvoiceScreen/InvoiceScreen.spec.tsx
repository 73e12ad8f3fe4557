import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDetail, testJob } from '@repair-shop/web/testing';
import { renderForPrint } from '../../test/render';
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
