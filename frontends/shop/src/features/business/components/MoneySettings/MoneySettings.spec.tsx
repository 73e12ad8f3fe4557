import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys, shopApi } from '@repair-shop/web';
import { testBusiness } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { INVALID_VAT_TEXT, MoneySettings, parseVatRate } from './MoneySettings';

afterEach(() => jest.restoreAllMocks());

describe('MoneySettings', () => {
  it("shows the business's currency, fiscal number and VAT", () => {
    renderWithShop(
      <MoneySettings business={testBusiness({ currency: 'MKD', taxNumber: '4030001234567', vatRate: 18 })} />,
    );
    expect(screen.getByRole('combobox', { name: 'Monedha' })).toHaveValue('Denar (den.)');
    expect(screen.getByRole('textbox', { name: 'Numri fiskal (NUI/NIPT/EDB)' })).toHaveValue('4030001234567');
    expect(screen.getByRole('textbox', { name: 'TVSH (%)' })).toHaveValue('18');
  });

  it('saves the chosen currency with the rest of the business, and keeps the answer', async () => {
    const business = testBusiness();
    const saved = { ...business, currency: 'ALL' as const, taxNumber: 'L12345678A', vatRate: 20 };
    const update = jest.spyOn(shopApi, 'updateBusiness').mockResolvedValue(saved);
    const { queryClient } = renderWithShop(<MoneySettings business={business} />, { business });

    await userEvent.click(screen.getByRole('combobox', { name: 'Monedha' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lek (L)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Numri fiskal (NUI/NIPT/EDB)' }), ' L12345678A ');
    await userEvent.type(screen.getByRole('textbox', { name: 'TVSH (%)' }), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));

    await waitFor(() => expect(queryClient.getQueryData(queryKeys.business)).toEqual(saved));
    expect(update).toHaveBeenCalledWith({
      businessName: 'Servisi Arta',
      contactNumber: '044 555 666',
      country: 'kosovo',
      city: 'Prizren',
      currency: 'ALL',
      taxNumber: 'L12345678A',
      vatRate: 20,
    });
  });

  it('refuses a VAT rate of 100 or more, in Albanian', async () => {
    const update = jest.spyOn(shopApi, 'updateBusiness');
    renderWithShop(<MoneySettings business={testBusiness()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'TVSH (%)' }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    expect(await screen.findByText(INVALID_VAT_TEXT)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });
});

describe('parseVatRate', () => {
  it('reads empty as no VAT, a comma as decimals, and refuses 100 or more', () => {
    expect(parseVatRate('')).toEqual({ valid: true, rate: null });
    expect(parseVatRate('18')).toEqual({ valid: true, rate: 18 });
    expect(parseVatRate('5,5 %')).toEqual({ valid: true, rate: 5.5 });
    expect(parseVatRate('99,99')).toEqual({ valid: true, rate: 99.99 });
    expect(parseVatRate('100')).toEqual({ valid: false });
    expect(parseVatRate('tetëmbëdhjetë')).toEqual({ valid: false });
  });
});
