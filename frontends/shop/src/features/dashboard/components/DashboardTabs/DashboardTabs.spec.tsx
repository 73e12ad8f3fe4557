import { screen } from '@testing-library/react';
import { testBusiness } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { DashboardTabs } from './DashboardTabs';

describe('DashboardTabs', () => {
  it('gives the owner and managers the day close next to the statistics', () => {
    for (const role of ['owner', 'manager'] as const) {
      const { unmount } = renderWithShop(<DashboardTabs />, { role });
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Ballina',
        'Shitje',
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

  it('shows a technician neither the day close nor the statistics, nor the sales unless the owner allows it', () => {
    const { unmount } = renderWithShop(<DashboardTabs />, {
      role: 'technician',
      business: testBusiness({ techniciansCanSell: false }),
    });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Ballina', 'Punëtorët']);
    unmount();
    renderWithShop(<DashboardTabs />, { role: 'technician', business: testBusiness({ techniciansCanSell: true }) });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Ballina', 'Shitje', 'Punëtorët']);
  });
});
