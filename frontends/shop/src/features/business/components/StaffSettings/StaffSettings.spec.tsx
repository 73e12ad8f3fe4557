import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS, queryKeys, shopApi } from '@repair-shop/web';
import { testBusiness } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { StaffSettings, TECHNICIANS_SELL_TEXT } from './StaffSettings';

afterEach(() => jest.restoreAllMocks());

describe('StaffSettings', () => {
  it("saves the technicians' view with the business's details and says what they see now", async () => {
    const business = testBusiness({ techniciansSeeOwnJobsOnly: false });
    const saved = { ...business, techniciansSeeOwnJobsOnly: true };
    const update = jest.spyOn(shopApi, 'updateBusiness').mockResolvedValue(saved);
    const shown = jest.spyOn(notifications, 'show').mockReturnValue('');
    const { queryClient } = renderWithShop(<StaffSettings business={business} />, { business });
    const ownJobsOnly = screen.getByRole('switch', { name: /Teknikët shohin vetëm punët e caktuara atyre/ });
    expect(ownJobsOnly).not.toBeChecked();

    await userEvent.click(ownJobsOnly);
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.business)).toEqual(saved));
    expect(update).toHaveBeenCalledWith({
      businessName: 'Servisi Arta',
      contactNumber: '044 555 666',
      country: 'kosovo',
      city: 'Prizren',
      techniciansSeeOwnJobsOnly: true,
    });
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: TEXTS.ownJobsOnly }));
  });

  it('lets technicians sell at the counter («Teknikët mund të shesin»)', async () => {
    const business = testBusiness({ techniciansCanSell: false });
    const saved = { ...business, techniciansCanSell: true };
    const update = jest.spyOn(shopApi, 'updateBusiness').mockResolvedValue(saved);
    const shown = jest.spyOn(notifications, 'show').mockReturnValue('');
    const { queryClient } = renderWithShop(<StaffSettings business={business} />, { business });
    const sells = screen.getByRole('switch', { name: /Teknikët mund të shesin/ });
    expect(sells).not.toBeChecked();

    await userEvent.click(sells);
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.business)).toEqual(saved));
    expect(update).toHaveBeenCalledWith({
      businessName: 'Servisi Arta',
      contactNumber: '044 555 666',
      country: 'kosovo',
      city: 'Prizren',
      techniciansCanSell: true,
    });
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: TECHNICIANS_SELL_TEXT }));
  });
});
