import { screen } from '@testing-library/react';
import type { JobMoney } from '@repair-shop/contracts';
import { renderWithShop } from '../../test/render';
import { BALANCE_OWED, CANCELLED_MONEY_HINT, MoneyFigures } from './MoneyFigures';

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

  it("shows a cancelled job's deposit as to be given back, and says why nothing is due", () => {
    renderWithShop(<MoneyFigures money={{ ...MONEY, paid: 15, balance: -15 }} cancelled />);
    const owed = screen.getByRole('group', { name: BALANCE_OWED });
    expect(owed).toHaveTextContent('15,00 €');
    expect(owed).toHaveTextContent(CANCELLED_MONEY_HINT);
    expect(screen.getByRole('group', { name: 'Totali' })).toHaveTextContent('95,00 €');
  });

  it('shows no profit for a cancelled job, even to the owner whose answer has one', () => {
    renderWithShop(
      <MoneyFigures
        money={{ ...MONEY, labour: 1250, total: 1250, paid: 0, balance: 0, partsCost: 0, profit: 1250 }}
        cancelled
      />,
    );
    expect(screen.queryByRole('group', { name: 'Fitimi' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Fitimi/i)).not.toBeInTheDocument();
  });
});
