import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartResponse } from '@repair-shop/contracts';
import { shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { noCodeText } from '../PartSearch/PartSearch';
import { PartPickerDialog } from './PartPickerDialog';

const part = (id: string, name: string, code: string | null): PartResponse => ({
  id,
  name,
  code,
  salePrice: 85.5,
  quantity: 3,
  lowStockLevel: 1,
  lowStock: false,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
});

const SCREEN = part('part-1', 'Ekran iPhone 13', '8600123456789');
const SCREEN_PRO = part('part-2', 'Ekran iPhone 13 Pro', '86001234567890');

afterEach(() => jest.restoreAllMocks());

describe('PartPickerDialog', () => {
  it('picks at once the part whose code a scanner typed, then Enter', async () => {
    const parts = jest
      .spyOn(shopApi, 'parts')
      .mockImplementation(async (query = {}) =>
        query.search ? { items: [SCREEN_PRO, SCREEN], total: 2 } : { items: [SCREEN, SCREEN_PRO], total: 2 },
      );
    renderWithShop(<PartPickerDialog opened onClose={jest.fn()} jobId="job-1" />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Kërko pjesën' }), '8600123456789{Enter}');
    expect(await screen.findByRole('button', { name: 'Shto në punë' })).toBeInTheDocument();
    expect(screen.getByText('Ekran iPhone 13')).toBeInTheDocument();
    expect(screen.getByText('Kodi 8600123456789')).toBeInTheDocument();
    expect(parts).toHaveBeenCalledWith({ search: '8600123456789', forRepairs: true, limit: 8 });
  });

  it('says so when no part has the scanned code, and lists the parts to click on', async () => {
    jest.spyOn(shopApi, 'parts').mockResolvedValue({ items: [SCREEN], total: 1 });
    renderWithShop(<PartPickerDialog opened onClose={jest.fn()} jobId="job-1" />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Kërko pjesën' }), '999{Enter}');
    expect(await screen.findByText(noCodeText('999'))).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Zgjidh Ekran iPhone 13' }));
    expect(await screen.findByRole('button', { name: 'Shto në punë' })).toBeInTheDocument();
  });
});
