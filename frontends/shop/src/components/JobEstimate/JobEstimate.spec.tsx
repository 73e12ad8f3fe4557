import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EstimateResponse } from '@repair-shop/contracts';
import { queryKeys, shopApi } from '@repair-shop/web';
import { testDetail } from '@repair-shop/web/testing';
import { renderWithShop } from '../../test/render';
import { JobEstimate } from './JobEstimate';

afterEach(() => jest.restoreAllMocks());

const ESTIMATE: EstimateResponse = {
  id: 'est-1',
  price: 45.5,
  note: 'Ekran origjinal',
  sentAt: new Date(2026, 10, 24, 10, 15).toISOString(),
  answer: null,
  answeredAt: null,
};

describe('JobEstimate', () => {
  it('sends an estimate with its price and note, and puts it in the cached job at once', async () => {
    const send = jest.spyOn(shopApi, 'sendEstimate').mockResolvedValue({ success: true, estimate: ESTIMATE });
    jest.spyOn(shopApi, 'job').mockResolvedValue(testDetail({ estimate: ESTIMATE }));
    const { queryClient } = renderWithShop(<JobEstimate jobId="j1" estimate={null} />, { cached: [[queryKeys.job('j1'), testDetail()]] });
    expect(screen.getByText(/nuk i është dërguar asnjë preventiv/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Dërgo preventiv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dërgo preventiv' });
    await userEvent.click(screen.getByRole('button', { name: 'Dërgo te klienti' }));
    expect(await screen.findByText('Shkruani një çmim të vlefshëm, p.sh. 25 ose 25,50')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /Çmimi/ }), '45,50');
    await userEvent.type(screen.getByRole('textbox', { name: /Çfarë përfshin/ }), ' Ekran origjinal ');
    await userEvent.click(screen.getByRole('button', { name: 'Dërgo te klienti' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith('j1', { price: 45.5, note: 'Ekran origjinal' }));
    await waitFor(() => expect(queryClient.getQueryData<{ estimate: EstimateResponse }>(queryKeys.job('j1'))?.estimate).toEqual(ESTIMATE));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('shows where the estimate stands, and warns that a new one replaces an unanswered one', async () => {
    const { rerender } = renderWithShop(<JobEstimate jobId="j1" estimate={ESTIMATE} />);
    expect(screen.getByLabelText('Gjendja e preventivit')).toHaveTextContent('Në pritje të klientit');
    expect(screen.getByText('45,50 €')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dërgo preventiv të ri' }));
    expect(await screen.findByText(/zëvendëson atë të mëparshmin/)).toBeInTheDocument();

    rerender(<JobEstimate jobId="j1" estimate={{ ...ESTIMATE, answer: 'accepted', answeredAt: new Date(2026, 10, 24, 11, 0).toISOString() }} />);
    expect(screen.getByLabelText('Gjendja e preventivit')).toHaveTextContent('Pranuar');
    expect(screen.getByText(/Pranuar nga klienti më 24\.11\.2026, 11:00/)).toBeInTheDocument();
  });
});
