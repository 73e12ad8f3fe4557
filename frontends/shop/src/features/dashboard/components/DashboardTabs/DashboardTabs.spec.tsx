import { screen } from '@testing-library/react';
import { renderWithShop } from '../../../../test/render';
import { DashboardTabs } from './DashboardTabs';

describe('DashboardTabs', () => {
  it('gives the owner and managers the day close next to the statistics', () => {
    for (const role of ['owner', 'manager'] as const) {
      const { unmount } = renderWithShop(<DashboardTabs />, { role });
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Ballina',
        'Punëtorët',
        'Klientët',
        'Stoku',
        'Mbyllja e ditës',
        'Statistikat',
        'Biznesi',
      ]);
      unmount();
    }
  });

  it('shows a technician neither the day close nor the statistics', () => {
    renderWithShop(<DashboardTabs />, { role: 'technician' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Ballina', 'Punëtorët']);
  });
});
