import { screen, within } from '@testing-library/react';
import { renderWithShop } from '../../../../test/render';
import { DayCashDrawer } from './DayCashDrawer';

describe('DayCashDrawer', () => {
  it('adds the initial cash, the cash put in and the cash payments, less the withdrawals, into what the drawer should hold', () => {
    renderWithShop(
      <DayCashDrawer
        drawer={{ initial: 5000, deposits: 750, withdrawals: 1200, cashNet: 6300.5, expected: 10850.5 }}
        currency="ALL"
      />,
    );
    const table = screen.getByRole('table', { name: 'Paratë në arkë' });
    const row = (label: string) => within(table).getByText(label).closest('tr') as HTMLElement;
    expect(within(row('Fondi fillestar')).getByText('5.000 L')).toBeInTheDocument();
    expect(within(row('Para të shtuara në arkë')).getByText('750 L')).toBeInTheDocument();
    expect(within(row('Para të tërhequra nga arka')).getByText('-1.200 L')).toBeInTheDocument();
    expect(
      within(row('Pagesat dhe shitjet me para në dorë (pa kusurin dhe kthimet)')).getByText('6.300,50 L'),
    ).toBeInTheDocument();
    expect(within(row('Paratë që duhet të jenë në arkë')).getByText('10.850,50 L')).toBeInTheDocument();
  });

  it('shows nothing for a shop without an Albanian register', () => {
    renderWithShop(<DayCashDrawer drawer={null} currency="EUR" />);
    expect(screen.queryByRole('table', { name: 'Paratë në arkë' })).not.toBeInTheDocument();
  });
});
