import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobPartAddedResponse, PartResponse } from '@repair-shop/contracts';
import { ApiRequestError, shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { JobPartForm, STOCK_SHORT_TITLE } from './JobPartForm';

const PART: PartResponse = {
  id: 'part-1',
  name: 'Ekran iPhone 13',
  code: '8600123456789',
  costPrice: 40,
  salePrice: 85.5,
  quantity: 1,
  lowStockLevel: 2,
  lowStock: true,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

const ADDED: JobPartAddedResponse = {
  success: true,
  line: {
    id: 'line-1',
    partId: 'part-1',
    name: 'Ekran iPhone 13',
    code: '8600123456789',
    quantity: 2,
    salePrice: 85.5,
    addedBy: { id: 'user-1', name: 'Arta Morina' },
    createdAt: '2026-11-23T10:00:00.000Z',
  },
  money: { currency: 'EUR', labour: 0, parts: 171, total: 171, paid: 0, balance: 171 },
};

const SHORT_DETAIL = 'Në stok ka vetëm 1 copë nga «Ekran iPhone 13».';

afterEach(() => jest.restoreAllMocks());

function renderForm() {
  const onDone = jest.fn();
  renderWithShop(<JobPartForm jobId="job-1" part={PART} onBack={jest.fn()} onDone={onDone} />);
  return { onDone };
}

describe('JobPartForm', () => {
  it("starts from one piece at the part's sale price", () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: /Sasia/ })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: /Çmimi i shitjes/ })).toHaveValue('85,50');
  });

  it("on a short stock shows the server's detail and sends again only when the user confirms", async () => {
    const addJobPart = jest
      .spyOn(shopApi, 'addJobPart')
      .mockRejectedValueOnce(new ApiRequestError(409, SHORT_DETAIL, 'STOCK_INSUFFICIENT'))
      .mockResolvedValueOnce(ADDED);
    jest.spyOn(shopApi, 'job').mockResolvedValue(null as never);
    jest.spyOn(shopApi, 'parts').mockResolvedValue({ items: [], total: 0 });
    const { onDone } = renderForm();

    const quantity = screen.getByRole('textbox', { name: /Sasia/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Shto në punë' }));

    expect(await screen.findByText(STOCK_SHORT_TITLE)).toBeInTheDocument();
    expect(screen.getByText(SHORT_DETAIL)).toBeInTheDocument();
    expect(addJobPart).toHaveBeenCalledTimes(1);
    expect(addJobPart).toHaveBeenLastCalledWith('job-1', { partId: 'part-1', quantity: 2, salePrice: 85.5 });
    expect(onDone).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Përdore gjithsesi' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(addJobPart).toHaveBeenCalledTimes(2);
    expect(addJobPart).toHaveBeenLastCalledWith('job-1', {
      partId: 'part-1',
      quantity: 2,
      salePrice: 85.5,
      allowNegativeStock: true,
    });
  });

  it('drops the question when the quantity changes, and refuses a quantity below one', async () => {
    const addJobPart = jest
      .spyOn(shopApi, 'addJobPart')
      .mockRejectedValueOnce(new ApiRequestError(409, SHORT_DETAIL, 'STOCK_INSUFFICIENT'));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Shto në punë' }));
    expect(await screen.findByText(SHORT_DETAIL)).toBeInTheDocument();
    const quantity = screen.getByRole('textbox', { name: /Sasia/ });
    await userEvent.clear(quantity);
    expect(screen.queryByText(SHORT_DETAIL)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Shto në punë' }));
    expect(await screen.findByText('Kjo fushë është e detyrueshme')).toBeInTheDocument();
    expect(addJobPart).toHaveBeenCalledTimes(1);
  });
});
