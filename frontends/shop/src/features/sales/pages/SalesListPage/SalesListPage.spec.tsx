import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithShop } from '../../../../test/render';
import { today } from '../../../../utils/days';
import { salesApi } from '../../api/sales-api';
import { SaleDetailPage } from '../SaleDetailPage/SaleDetailPage';
import { testSale } from '../../test/sale-fixtures';
import { SalesListPage } from './SalesListPage';

afterEach(() => jest.restoreAllMocks());

function renderSales(role: 'owner' | 'technician' = 'owner') {
  return renderWithShop(
    <Routes>
      <Route path="/dashboard/shitje/shitjet" element={<SalesListPage />} />
      <Route path="/dashboard/shitje/shitjet/:saleId" element={<SaleDetailPage />} />
    </Routes>,
    { path: '/dashboard/shitje/shitjet', role },
  );
}

describe('SalesListPage', () => {
  it("lists today's sales, asks another day's when it is chosen, and opens a sale with «Kthim» for the owner", async () => {
    const sale = testSale({ change: '1.00', paid: '25.00', payments: [{ method: 'cash', amount: '25.00' }] });
    const list = jest.spyOn(salesApi, 'sales').mockResolvedValue({ items: [sale], total: 1 });
    jest.spyOn(salesApi, 'sale').mockResolvedValue(sale);
    renderSales();
    expect(await screen.findByRole('button', { name: 'Shitja nr. 7' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ from: today(), to: today(), limit: 20, offset: 0 });

    await userEvent.click(screen.getByRole('button', { name: '← Dita e mëparshme' }));
    expect(list).toHaveBeenCalledTimes(2);
    expect(list.mock.calls[1][0].from).not.toBe(today());

    await userEvent.click(await screen.findByRole('button', { name: 'Shitja nr. 7' }));
    expect(await screen.findByRole('heading', { name: 'Shitja nr. 7' })).toBeInTheDocument();
    expect(screen.getByText('Kusuri')).toBeInTheDocument();
    expect(screen.getByText('Kupon jo fiskal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kthim' })).toBeInTheDocument();
  });

  it('gives a technician no «Kthim»', async () => {
    const sale = testSale();
    jest.spyOn(salesApi, 'sales').mockResolvedValue({ items: [sale], total: 1 });
    jest.spyOn(salesApi, 'sale').mockResolvedValue(sale);
    renderSales('technician');
    await userEvent.click(await screen.findByRole('button', { name: 'Shitja nr. 7' }));
    expect(await screen.findByRole('heading', { name: 'Shitja nr. 7' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kthim' })).not.toBeInTheDocument();
  });
});
