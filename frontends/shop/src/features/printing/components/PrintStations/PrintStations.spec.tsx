import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrintStationCreatedResponse } from '@repair-shop/contracts';
import { ApiRequestError, printApi, queryKeys } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { testStation } from '@repair-shop/web/testing';
import { NO_STATIONS_TEXT, PrintStations } from './PrintStations';

const PAIRING_URL = 'https://servisi.example/print/pair/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

const renderCard = (stations = [testStation()]) =>
  renderWithShop(<PrintStations />, { cached: [[queryKeys.printStations, stations]] });

afterEach(() => jest.restoreAllMocks());

describe('PrintStations', () => {
  it('adds a station and shows its pairing link, with a copy button', async () => {
    const station = testStation({ id: 'st-2', name: 'Banaku', paired: false, lastSeenAt: null });
    const created: PrintStationCreatedResponse = { success: true, station, pairingUrl: PAIRING_URL };
    const add = jest.spyOn(printApi, 'addStation').mockResolvedValue(created);
    jest.spyOn(printApi, 'stations').mockResolvedValue([station]);
    renderCard([]);
    expect(await screen.findByText(NO_STATIONS_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Shto printer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Shto dhe merr lidhjen' }));
    expect(await screen.findByText('Kjo fushë është e detyrueshme')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Emri i printerit/ }), '  Banaku ');
    await userEvent.click(screen.getByRole('button', { name: 'Shto dhe merr lidhjen' }));
    expect(add).toHaveBeenCalledWith({ name: 'Banaku' });
    const link = await screen.findByRole('textbox', { name: 'Lidhja e çiftimit' });
    expect(link).toHaveValue(PAIRING_URL);
    expect(screen.getByRole('button', { name: 'Kopjo lidhjen' })).toBeInTheDocument();
    expect(screen.getByText(/vlen 24 orë dhe përdoret një herë/)).toBeInTheDocument();
  });

  it('lists each station: paired or not, last seen, documents waiting, printing new jobs’ labels', () => {
    renderCard([
      testStation({ name: 'Banaku', waiting: 3, autoPrintLabels: true, autoLabelSize: '12x5' }),
      testStation({ id: 'st-2', name: 'Punëtoria', paired: false, lastSeenAt: null }),
    ]);
    const [counter, workshop] = within(screen.getByRole('list', { name: 'Lista e printerëve' })).getAllByRole(
      'listitem',
    );
    expect(counter).toHaveTextContent('I çiftuar');
    expect(counter).toHaveTextContent('3 në pritje');
    expect(counter).toHaveTextContent(/Parë së fundi: 23\.11\.2026, \d\d:40/);
    expect(within(counter).getByRole('switch', { name: 'Printo etiketën e çdo pune të re' })).toBeChecked();
    expect(within(counter).getByRole('combobox', { name: 'Madhësia e etiketës te Banaku' })).toHaveValue('12×5 cm');
    expect(workshop).toHaveTextContent('Pa çiftuar');
    expect(workshop).toHaveTextContent('Pret çiftimin');
    expect(within(workshop).getByRole('switch', { name: 'Printo etiketën e çdo pune të re' })).not.toBeChecked();
    expect(within(workshop).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('sets a station to print every new job’s label, at the standard size to start with', async () => {
    const update = jest
      .spyOn(printApi, 'updateStation')
      .mockResolvedValue(testStation({ autoPrintLabels: true, autoLabelSize: '10x4' }));
    renderCard();
    await userEvent.click(screen.getByRole('switch', { name: 'Printo etiketën e çdo pune të re' }));
    expect(update).toHaveBeenCalledWith('st-1', { autoPrintLabels: true, autoLabelSize: '10x4' });
    expect(await screen.findByRole('combobox', { name: 'Madhësia e etiketës te Banaku' })).toHaveValue('10×4 cm');
  });

  it('gives a new pairing link, renames, and removes a station once confirmed', async () => {
    const newLink = jest
      .spyOn(printApi, 'newPairingLink')
      .mockResolvedValue({ success: true, station: testStation(), pairingUrl: PAIRING_URL });
    const update = jest.spyOn(printApi, 'updateStation').mockResolvedValue(testStation({ name: 'Banaku 2' }));
    const remove = jest.spyOn(printApi, 'removeStation').mockResolvedValue({ success: true });
    jest.spyOn(printApi, 'stations').mockResolvedValue([testStation()]);
    renderCard();

    await userEvent.click(screen.getByRole('button', { name: 'Veprime për printerin Banaku' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Lidhje e re çiftimi' }));
    expect(await screen.findByRole('textbox', { name: 'Lidhja e çiftimit' })).toHaveValue(PAIRING_URL);
    expect(newLink).toHaveBeenCalledWith('st-1');
    await userEvent.click(screen.getByRole('button', { name: 'Mbyll' }));

    await userEvent.click(screen.getByRole('button', { name: 'Veprime për printerin Banaku' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Ndrysho emrin' }));
    const name = await screen.findByRole('textbox', { name: /Emri i printerit/ });
    expect(name).toHaveValue('Banaku');
    await userEvent.clear(name);
    await userEvent.type(name, 'Banaku 2');
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('st-1', { name: 'Banaku 2' }));

    await userEvent.click(screen.getByRole('button', { name: /Veprime për printerin/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Hiq printerin' }));
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Hiq printerin' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('st-1', false));
  });

  it('removes a Kosovo till with unsigned coupons only after a second confirmation naming how many', async () => {
    const detail =
      "Arka ka 3 kupona ende të panënshkruar. Nëse e fshini, ata shënohen të dështuar dhe nuk dërgohen në ATK; përndryshe mbani hapur faqen e printerit derisa t'i nënshkruajë.";
    const remove = jest
      .spyOn(printApi, 'removeStation')
      .mockRejectedValueOnce(new ApiRequestError(409, detail, 'FISCAL_TILL_HAS_UNSIGNED_COUPONS'))
      .mockResolvedValueOnce({ success: true });
    jest.spyOn(printApi, 'stations').mockResolvedValue([]);
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Veprime për printerin Banaku' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Hiq printerin' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hiq printerin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kupona të panënshkruar te Banaku' });
    expect(dialog).toHaveTextContent(/^.*Arka ka 3 kupona ende të panënshkruar\./);
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenLastCalledWith('st-1', false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hiqe dhe shëno kuponët të dështuar' }));
    await waitFor(() => expect(remove).toHaveBeenLastCalledWith('st-1', true));
    expect(remove).toHaveBeenCalledTimes(2);
  });
});
