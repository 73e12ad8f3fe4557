import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUIRED_TEXT, queryKeys, shopApi } from '@repair-shop/web';
import { testBusiness } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { BusinessForm } from './BusinessForm';

const CITIES: [ReturnType<typeof queryKeys.cities>, string[]][] = [
  [queryKeys.cities('kosovo'), ['Prishtinë', 'Prizren']],
  [queryKeys.cities('albania'), ['Durrës', 'Tiranë']],
];

function renderForm() {
  const onSaved = jest.fn();
  const view = renderWithShop(<BusinessForm business={testBusiness()} onSaved={onSaved} onCancel={jest.fn()} />, {
    cached: CITIES,
  });
  return { ...view, onSaved };
}

const name = () => screen.getByRole('textbox', { name: /^Emri i biznesit/ });
const contact = () => screen.getByRole('textbox', { name: /^Numri kontaktues/ });
const country = () => screen.getByRole('combobox', { name: /^Shteti/ });
const city = () => screen.getByRole('combobox', { name: /^Qyteti/ });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));

async function choose(select: HTMLElement, option: string) {
  await userEvent.click(select);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => jest.restoreAllMocks());

describe('BusinessForm', () => {
  it('starts from the business as saved, and never leaves the check to the browser', () => {
    renderForm();
    expect(name()).toHaveValue('Servisi Arta');
    expect(contact()).toHaveValue('044 555 666');
    expect(country()).toHaveValue('Kosovë');
    expect(city()).toHaveValue('Prizren');
    expect(screen.getByRole('form', { name: 'Ndrysho të dhënat e biznesit' })).toHaveAttribute('novalidate');
    for (const input of [name(), contact(), city()]) expect(input).not.toBeRequired();
  });

  it('says in Albanian, next to each empty field, that it is required, sends nothing, and clears a mark as the field is filled', async () => {
    const updateBusiness = jest.spyOn(shopApi, 'updateBusiness');
    renderForm();
    await userEvent.clear(name());
    await userEvent.clear(contact());
    await userEvent.type(contact(), '  ');
    // Another country: its cities, none chosen yet.
    await choose(country(), 'Shqipëri');
    expect(city()).toHaveValue('');
    await save();
    expect(await screen.findAllByText(REQUIRED_TEXT)).toHaveLength(3);
    for (const input of [name(), contact(), city()]) expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(updateBusiness).not.toHaveBeenCalled();

    await userEvent.type(name(), 'S');
    expect(screen.getAllByText(REQUIRED_TEXT)).toHaveLength(2);
    await choose(city(), 'Tiranë');
    expect(screen.getAllByText(REQUIRED_TEXT)).toHaveLength(1);
    expect(city()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the city marked when the country changes again before one is chosen', async () => {
    renderForm();
    await choose(country(), 'Shqipëri');
    await save();
    expect(await screen.findByText(REQUIRED_TEXT)).toBeInTheDocument();
    await choose(country(), 'Kosovë');
    expect(screen.getByText(REQUIRED_TEXT)).toBeInTheDocument();
    expect(city()).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the details trimmed with the country and city chosen', async () => {
    const updateBusiness = jest
      .spyOn(shopApi, 'updateBusiness')
      .mockResolvedValue(testBusiness({ businessName: 'Servisi Iliria', country: 'albania', city: 'Durrës' }));
    const { onSaved } = renderForm();
    await userEvent.clear(name());
    await userEvent.type(name(), ' Servisi Iliria ');
    await userEvent.type(contact(), ' ');
    await choose(country(), 'Shqipëri');
    await choose(city(), 'Durrës');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(updateBusiness).toHaveBeenCalledWith({
      businessName: 'Servisi Iliria',
      contactNumber: '044 555 666',
      country: 'albania',
      city: 'Durrës',
    });
  });
});
