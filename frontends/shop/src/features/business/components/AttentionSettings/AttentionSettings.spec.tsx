import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys, shopApi } from '@repair-shop/web';
import { testBusiness } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { AttentionSettings, INVALID_ATTENTION_DAYS } from './AttentionSettings';

afterEach(() => jest.restoreAllMocks());

describe('AttentionSettings', () => {
  it("shows the shop's days and saves new ones with the rest of the business", async () => {
    const business = testBusiness();
    const saved = { ...business, uncollectedAfterDays: 3, idleAfterDays: 14 };
    const update = jest.spyOn(shopApi, 'updateBusiness').mockResolvedValue(saved);
    const { queryClient } = renderWithShop(<AttentionSettings business={business} />, { business });
    const ready = screen.getByRole('textbox', { name: /Gati, pa u marrë/ });
    const idle = screen.getByRole('textbox', { name: /Në proces, pa lëvizje/ });
    expect(ready).toHaveValue('7 ditë');
    expect(idle).toHaveValue('7 ditë');
    expect(screen.getByRole('button', { name: 'Ruaj' })).toBeDisabled();

    await userEvent.clear(ready);
    await userEvent.type(ready, '3');
    await userEvent.clear(idle);
    await userEvent.type(idle, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.business)).toEqual(saved));
    expect(update).toHaveBeenCalledWith({
      businessName: 'Servisi Arta',
      contactNumber: '044 555 666',
      country: 'kosovo',
      city: 'Prizren',
      uncollectedAfterDays: 3,
      idleAfterDays: 14,
    });
  });

  it('refuses an empty number, 0 or more than 90 days, next to the field, in Albanian', async () => {
    const update = jest.spyOn(shopApi, 'updateBusiness');
    renderWithShop(<AttentionSettings business={testBusiness()} />);
    const ready = screen.getByRole('textbox', { name: /Gati, pa u marrë/ });
    const idle = screen.getByRole('textbox', { name: /Në proces, pa lëvizje/ });
    await userEvent.clear(ready);
    await userEvent.type(ready, '0');
    await userEvent.clear(idle);
    await userEvent.type(idle, '91');
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    expect(await screen.findAllByText(INVALID_ATTENTION_DAYS)).toHaveLength(2);
    await userEvent.clear(ready);
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    expect(await screen.findAllByText(INVALID_ATTENTION_DAYS)).toHaveLength(2);
    expect(update).not.toHaveBeenCalled();
    expect(INVALID_ATTENTION_DAYS).toBe('Shkruani një numër të plotë ditësh, nga 1 deri në 90.');
  });
});
