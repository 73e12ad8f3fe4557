import { screen, within } from '@testing-library/react';
import type { InsightsResponse } from '@repair-shop/contracts';
import { shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { ACCURACY_TITLE, NO_ACCURACY_TEXT } from '../PredictionAccuracyTable/PredictionAccuracyTable';
import { NO_CHANGES_TEXT } from '../InsightChanges/InsightChanges';
import { InsightsSection } from './InsightsSection';

afterEach(() => jest.restoreAllMocks());

const INSIGHTS: InsightsResponse = {
  changes: [
    { text: 'Këtë javë hynë 42 punë, zakonisht 30 (±4).', figures: { week: 42, usual: 30, spread: 4 } },
    { text: 'Ekranet u bënë gati në 3,5 ditë, zakonisht 2.', figures: { week: 3.5, usual: 2 } },
  ],
  stockouts: [],
  accuracy: [
    {
      category: 'screen',
      jobs: 24,
      medianErrorHours: 5.26,
      withinRange: 0.833,
      priceJobs: 20,
      priceWithinRange: 0.75,
    },
    {
      category: 'water_damage',
      jobs: 3,
      medianErrorHours: 30,
      withinRange: 1 / 3,
      priceJobs: 0,
      priceWithinRange: null,
    },
  ],
};

describe('InsightsSection', () => {
  it('lists what changed and, per category, how far and how often the predictions were right', async () => {
    jest.spyOn(shopApi, 'insights').mockResolvedValue(INSIGHTS);
    renderWithShop(<InsightsSection />);
    const changes = await screen.findByRole('list', { name: 'Çfarë ndryshoi' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Këtë javë hynë 42 punë, zakonisht 30 (±4).', 'Ekranet u bënë gati në 3,5 ditë, zakonisht 2.']);

    const table = screen.getByRole('table', { name: ACCURACY_TITLE });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Kategoria', 'Punë', 'Gabimi mesatar (orë)', 'Gati brenda intervalit', 'Çmimi brenda intervalit'],
      ['Ekran', '24', '5,3', '83%', '75%'],
      ['Dëmtim nga uji', '3', '30', '33%', '—'],
    ]);
  });

  it('says the week is as usual, and that nothing could be compared yet, when the shop has neither', async () => {
    jest.spyOn(shopApi, 'insights').mockResolvedValue({ changes: [], stockouts: [], accuracy: [] });
    renderWithShop(<InsightsSection />);
    expect(await screen.findByText(NO_CHANGES_TEXT)).toBeInTheDocument();
    expect(screen.getByText(NO_ACCURACY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('never asks for the insights for a technician (the server refuses them)', () => {
    const insights = jest.spyOn(shopApi, 'insights').mockResolvedValue(INSIGHTS);
    renderWithShop(<InsightsSection />, { role: 'technician' });
    expect(insights).not.toHaveBeenCalled();
  });
});
