import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusinessResponse } from '@repair-shop/contracts';
import { ApiRequestError, queryKeys, shopApi } from '@repair-shop/web';
import { testBusiness } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../test/render';
import { businessUpdateOf, useSaveBusinessSettings, type BusinessSettingsChange } from './use-save-business-settings';

afterEach(() => jest.restoreAllMocks());

/** A settings form reduced to its button: saves `change` of `business` with the hook. */
function SaveButton({ business, change }: { business: BusinessResponse; change: BusinessSettingsChange }) {
  const save = useSaveBusinessSettings(business, {
    saved: (saved) => `U ruajt: ${saved.businessName}`,
    failed: 'Gabim gjatë ruajtjes',
  });
  return <button onClick={() => save.mutate({ request: change })}>Ruaj</button>;
}

describe('useSaveBusinessSettings: the one save of every business settings form', () => {
  it("sends a form's change over the business's four details, the only fields PUT /business needs each time", () => {
    const business = testBusiness({ taxNumber: 'L1', intakeTerms: 'Kushtet', warrantyDays: 30 });
    expect(businessUpdateOf(business, { warrantyDays: 90 })).toEqual({
      businessName: 'Servisi Arta',
      contactNumber: '044 555 666',
      country: 'kosovo',
      city: 'Prizren',
      warrantyDays: 90,
    });
    // The details form changes the details themselves.
    expect(businessUpdateOf(business, { businessName: 'Servisi Iliria', city: 'Pejë' })).toEqual({
      businessName: 'Servisi Iliria',
      contactNumber: '044 555 666',
      country: 'kosovo',
      city: 'Pejë',
    });
  });

  it("keeps the business as saved in the cache, says the form's sentence and asks nothing again", async () => {
    const business = testBusiness();
    const saved = { ...business, techniciansSeeOwnJobsOnly: true };
    const update = jest.spyOn(shopApi, 'updateBusiness').mockResolvedValue(saved);
    const shown = jest.spyOn(notifications, 'show').mockReturnValue('');
    const { queryClient } = renderWithShop(
      <SaveButton business={business} change={{ techniciansSeeOwnJobsOnly: true }} />,
      { business },
    );
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.business)).toEqual(saved));
    expect(update).toHaveBeenCalledWith(businessUpdateOf(business, { techniciansSeeOwnJobsOnly: true }));
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: 'U ruajt: Servisi Arta' }));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('asks the attention list again when its days change', async () => {
    const business = testBusiness();
    jest.spyOn(shopApi, 'updateBusiness').mockResolvedValue({ ...business, idleAfterDays: 10 });
    jest.spyOn(notifications, 'show').mockReturnValue('');
    const { queryClient } = renderWithShop(<SaveButton business={business} change={{ idleAfterDays: 10 }} />, {
      business,
    });
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.jobAttention }));
  });

  it("says a refusal that names no form field as a notification with the server's sentence, and keeps the cache", async () => {
    const business = testBusiness();
    const detail = 'Periudha juaj provuese ka skaduar.';
    jest
      .spyOn(shopApi, 'updateBusiness')
      .mockRejectedValue(new ApiRequestError(403, detail, 'TRIAL_EXPIRED', { detail, code: 'TRIAL_EXPIRED' }));
    const shown = jest.spyOn(notifications, 'show').mockReturnValue('');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { queryClient } = renderWithShop(<SaveButton business={business} change={{ warrantyDays: 60 }} />, {
      business,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: `Gabim: ${detail}` })),
    );
    expect(queryClient.getQueryData(queryKeys.business)).toEqual(business);
  });
});
