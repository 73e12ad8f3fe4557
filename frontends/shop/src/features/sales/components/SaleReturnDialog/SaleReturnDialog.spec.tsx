import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '../../../../test/render';
import { salesApi } from '../../api/sales-api';
import { testSale, testSaleLine } from '../../test/sale-fixtures';
import { SaleReturnDialog } from './SaleReturnDialog';

afterEach(() => jest.restoreAllMocks());

describe('SaleReturnDialog', () => {
  it('sends the chosen lines with their quantities, the faulty one as defective, and the reason; then shows the refund by method', async () => {
    const sale = testSale({
      lines: [
        testSaleLine({ id: 'l-case', quantity: 3, returnedQuantity: 1 }),
        testSaleLine({ id: 'l-glass', name: 'Xham mbrojtës', quantity: 1, unitPrice: '5.50', netTotal: '5.50' }),
        testSaleLine({ id: 'l-job', kind: 'job', name: 'Riparimi #A99B0E – iPhone 12', quantity: 1 }),
      ],
      payments: [
        { method: 'cash', amount: '10.00' },
        { method: 'card', amount: '25.00' },
      ],
    });
    const returned = testSale({
      id: 's-8',
      number: 8,
      kind: 'return',
      originalSaleId: sale.id,
      total: '29.50',
      payments: [
        { method: 'cash', amount: '10.00' },
        { method: 'card', amount: '19.50' },
      ],
    });
    const send = jest.spyOn(salesApi, 'returnLines').mockResolvedValue({ success: true, sale: returned });
    renderWithShop(<SaleReturnDialog sale={sale} opened onClose={jest.fn()} />);

    // A repair's balance is not brought back.
    expect(screen.queryByRole('checkbox', { name: /Riparimi/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mbështjellëse iPhone 13' }));
    const quantity = screen.getByRole('textbox', { name: 'Sasia që kthehet e Mbështjellëse iPhone 13' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(screen.getByText('nga 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Xham mbrojtës' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Xham mbrojtës me defekt' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Arsyeja' }), 'Klienti ndërroi mendje');
    await userEvent.click(screen.getByRole('button', { name: 'Regjistro kthimin' }));

    expect(await screen.findByText('Kthimi nr. 8 u regjistrua: 29,50 € u kthyen.')).toBeInTheDocument();
    expect(screen.getByText('19,50 €')).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith('s-7', {
      lines: [
        { lineId: 'l-case', quantity: 2, defective: false },
        { lineId: 'l-glass', quantity: 1, defective: true },
      ],
      reason: 'Klienti ndërroi mendje',
    });
  });
});
