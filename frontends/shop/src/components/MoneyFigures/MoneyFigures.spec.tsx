import { screen } from '@testing-library/react';
import type { JobMoney } from '@repair-shop/contracts';
import { renderWithShop } from '../../test/render';
import { MoneyFigures } from './MoneyFigures';

const MONEY: JobMoney = { currency: 'EUR', labour: 50, parts: 45, total: 95, paid: 95, balance: 0 };

describe('MoneyFigures', () => {
  it("shows the profit and the parts' cost when the server sends them (the owner and managers)", () => {
    renderWithShop(<MoneyFigures money={{ ...MONEY, partsCost: 30, profit: 65 }} />);
    expect(screen.getByRole('group', { name: 'Fitimi' })).toHaveTextContent('65,00 €');
    expect(screen.getByRole('group', { name: 'Fitimi' })).toHaveTextContent('Kosto e pjesëve 30,00 €');
  });

  it('shows no profit to a technician, whose answer has none', () => {
    renderWithShop(<MoneyFigures money={MONEY} />);
    expect(screen.queryByRole('group', { name: 'Fitimi' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Totali' })).toHaveTextContent('95,00 €');
  });
});
