import { screen, waitFor, within } from '@testing-library/react';
import type { InsightsResponse } from '@repair-shop/contracts';
import { shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { STOCKOUT_TITLE, StockoutCard } from './StockoutCard';

afterEach(() => jest.restoreAllMocks());

const INSIGHTS: InsightsResponse = {
  changes: [],
  accuracy: [],
  stockouts: [
    { partId: 'p1', name: 'Ekran iPhone 12', quantity: 3, perDay: 0.6, daysLeft: 5 },
    { partId: 'p2', name: 'Bateri Samsung A52', quantity: 1, perDay: 1.2, daysLeft: 0 },
  ],
};

describe('StockoutCard', () => {
  it('lists what runs out at the recent pace, and when', async () => {
    jest.spyOn(shopApi, 'insights').mockResolvedValue(INSIGHTS);
    renderWithShop(<StockoutCard />);
    const list = await screen.findByRole('list', { name: 'Pjesët që mbarojnë së shpejti' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ekran iPhone 12: mbaron pas ~5 ditësh', 'Bateri Samsung A52: mbaron sot']);
  });

  it('shows nothing when nothing runs out', async () => {
    const insights = jest.spyOn(shopApi, 'insights').mockResolvedValue({ ...INSIGHTS, stockouts: [] });
    renderWithShop(<StockoutCard />);
    await waitFor(() => expect(insights).toHaveBeenCalled());
    expect(screen.queryByText(STOCKOUT_TITLE)).not.toBeInTheDocument();
  });

  it('is not asked for a technician', () => {
    const insights = jest.spyOn(shopApi, 'insights').mockResolvedValue(INSIGHTS);
    renderWithShop(<StockoutCard />, { role: 'technician' });
    expect(insights).not.toHaveBeenCalled();
    expect(screen.queryByText(STOCKOUT_TITLE)).not.toBeInTheDocument();
  });
});
