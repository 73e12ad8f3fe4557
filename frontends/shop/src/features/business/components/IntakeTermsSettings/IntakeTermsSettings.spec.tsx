import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys, shopApi } from '@repair-shop/web';
import { testBusiness } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { INVALID_WARRANTY_DAYS } from '../../../../utils/warranty-days';
import { IntakeTermsSettings } from './IntakeTermsSettings';
import { SUGGESTED_INTAKE_TERMS } from './suggested-terms';

afterEach(() => jest.restoreAllMocks());

describe('IntakeTermsSettings', () => {
  it('offers a suggested text when the shop has none, and saves it with the rest of the business', async () => {
    const business = testBusiness();
    const saved = { ...business, intakeTerms: SUGGESTED_INTAKE_TERMS };
    const update = jest.spyOn(shopApi, 'updateBusiness').mockResolvedValue(saved);
    const { queryClient } = renderWithShop(<IntakeTermsSettings business={business} />, { business });

    expect(screen.getByRole('button', { name: 'Ruaj' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Përdor një tekst të propozuar' }));
    expect(screen.getByRole('textbox', { name: 'Teksti i kushteve' })).toHaveValue(SUGGESTED_INTAKE_TERMS);
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));

    await waitFor(() => expect(queryClient.getQueryData(queryKeys.business)).toEqual(saved));
    expect(update).toHaveBeenCalledWith({
      businessName: 'Servisi Arta',
      contactNumber: '044 555 666',
      country: 'kosovo',
      city: 'Prizren',
      intakeTerms: SUGGESTED_INTAKE_TERMS,
      warrantyDays: 30,
      trackingShowsReadyEstimate: true,
    });
  });

  it('saves the warranty days new jobs start with, and refuses an empty number', async () => {
    const business = testBusiness();
    const update = jest.spyOn(shopApi, 'updateBusiness').mockResolvedValue({ ...business, warrantyDays: 90 });
    renderWithShop(<IntakeTermsSettings business={business} />, { business });
    const days = screen.getByRole('textbox', { name: /Garancia për punët e reja/ });
    await userEvent.clear(days);
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    expect(await screen.findByText(INVALID_WARRANTY_DAYS)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(expect.objectContaining({ warrantyDays: 90, intakeTerms: null })),
    );
  });

  it('removes the terms when the text is emptied', async () => {
    const business = testBusiness({ intakeTerms: 'Kushtet tona' });
    const update = jest.spyOn(shopApi, 'updateBusiness').mockResolvedValue({ ...business, intakeTerms: null });
    renderWithShop(<IntakeTermsSettings business={business} />, { business });
    await userEvent.clear(screen.getByRole('textbox', { name: 'Teksti i kushteve' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(expect.objectContaining({ intakeTerms: null })));
  });

  it("turns off the ready estimate on the client's tracking page, saved with the form", async () => {
    const business = testBusiness({ trackingShowsReadyEstimate: true });
    const saved = { ...business, trackingShowsReadyEstimate: false };
    const update = jest.spyOn(shopApi, 'updateBusiness').mockResolvedValue(saved);
    const { queryClient } = renderWithShop(<IntakeTermsSettings business={business} />, { business });
    const toggle = screen.getByRole('switch', { name: /^Trego te faqja e klientit kur pritet gati riparimi/ });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.business)).toEqual(saved));
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ trackingShowsReadyEstimate: false }));
  });
});
