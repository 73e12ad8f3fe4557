import { atShopTime } from '@repair-shop/web/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ClientSuggestion } from '@repair-shop/contracts';
import { shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { suggestionTerm } from '../../hooks/use-client-suggestions';
import { ClientAutocomplete } from './ClientAutocomplete';

const QENDRIM: ClientSuggestion = {
  phoneKey: '049111222',
  name: 'Qëndrim Çeku',
  phone: '+383 49 111 222',
  jobCount: 3,
  lastJobAt: atShopTime('2026-11-20 10:00'),
};
const QERIM: ClientSuggestion = {
  phoneKey: '045777888',
  name: 'Qerim Berisha',
  phone: '045 777 888',
  jobCount: 1,
  lastJobAt: atShopTime('2026-10-02 10:00'),
};

afterEach(() => jest.restoreAllMocks());

/** The dialog's two fields, as AddJobDialog wires them. */
function ClientFields({ onPick }: { onPick: (client: ClientSuggestion) => void }) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const pick = (client: ClientSuggestion) => {
    onPick(client);
    setName(client.name);
    setPhone(client.phone);
  };
  return (
    <>
      <ClientAutocomplete label="Emri i klientit" field="name" value={name} onChange={setName} onPick={pick} />
      <ClientAutocomplete label="Telefoni i klientit" field="phone" value={phone} onChange={setPhone} onPick={pick} />
    </>
  );
}

describe('suggestionTerm', () => {
  it('asks for a name from two characters and a phone from three digits', () => {
    expect(suggestionTerm(' q ')).toBeNull();
    expect(suggestionTerm('qe')).toBe('qe');
    expect(suggestionTerm('04')).toBeNull();
    expect(suggestionTerm('+3')).toBeNull();
    expect(suggestionTerm('049')).toBe('049');
    expect(suggestionTerm('+383 4')).toBe('+383 4');
  });
});

describe('ClientAutocomplete', () => {
  it('offers the clients the server finds for what was typed, and a tap fills the name and the phone', async () => {
    const suggestions = jest.spyOn(shopApi, 'clientSuggestions').mockResolvedValue({ clients: [QENDRIM, QERIM] });
    const onPick = jest.fn();
    renderWithShop(<ClientFields onPick={onPick} />);

    await userEvent.type(screen.getByRole('combobox', { name: /Emri i klientit/ }), 'qe');
    const option = await screen.findByRole('option', { name: /Qëndrim Çeku/ });
    expect(option).toHaveTextContent('+383 49 111 222');
    expect(option).toHaveTextContent('3 punë · e fundit më 20.11.2026');
    expect(screen.getByRole('option', { name: /Qerim Berisha/ })).toHaveTextContent('1 punë · e fundit më 02.10.2026');
    // Asked once typing paused, not once per letter.
    expect(suggestions).toHaveBeenCalledTimes(1);
    expect(suggestions).toHaveBeenCalledWith({ search: 'qe', limit: 6 });

    await userEvent.click(option);
    expect(onPick).toHaveBeenCalledWith(QENDRIM);
    expect(screen.getByRole('combobox', { name: /Emri i klientit/ })).toHaveValue('Qëndrim Çeku');
    expect(screen.getByRole('combobox', { name: /Telefoni i klientit/ })).toHaveValue('+383 49 111 222');
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
  });

  it('is chosen with the arrows and Enter from the phone field, shown by the phone', async () => {
    jest.spyOn(shopApi, 'clientSuggestions').mockResolvedValue({ clients: [QERIM, QENDRIM] });
    const onPick = jest.fn();
    renderWithShop(<ClientFields onPick={onPick} />);

    const phone = screen.getByRole('combobox', { name: /Telefoni i klientit/ });
    await userEvent.type(phone, '049 1');
    await screen.findByRole('option', { name: /Qerim Berisha/ });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(QENDRIM);
    expect(phone).toHaveValue('+383 49 111 222');
    expect(screen.getByRole('combobox', { name: /Emri i klientit/ })).toHaveValue('Qëndrim Çeku');
  });

  it('asks nothing for a single letter, and offers nothing once the field is emptied', async () => {
    const suggestions = jest.spyOn(shopApi, 'clientSuggestions').mockResolvedValue({ clients: [QENDRIM] });
    renderWithShop(<ClientFields onPick={jest.fn()} />);
    const name = screen.getByRole('combobox', { name: /Emri i klientit/ });
    await userEvent.type(name, 'q');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(suggestions).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await userEvent.type(name, 'e');
    await screen.findByRole('option', { name: /Qëndrim Çeku/ });
    await userEvent.clear(name);
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
  });
});
