import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SMS_TEMPLATES, type SmsSettingsResponse } from '@repair-shop/contracts';
import { queryKeys, shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { SmsSettingsForm } from './SmsSettingsForm';

afterEach(() => jest.restoreAllMocks());

/** A shop that has changed its "ready" text and emptied the estimate's (no SMS for an estimate). */
function savedSettings(): SmsSettingsResponse {
  return {
    enabled: false,
    templates: { ...DEFAULT_SMS_TEMPLATES, ready: 'Gati, {klienti}!', estimate: '' },
    gatewayConfigured: true,
  };
}

const templateField = (label: string) => screen.getByRole('textbox', { name: label });
/** A textarea set in one change: typing "{" would start a user-event key descriptor. */
const write = (label: string, text: string) => fireEvent.change(templateField(label), { target: { value: text } });

describe('SmsSettingsForm', () => {
  it('shows the saved texts, tells of unsaved changes and saves the switch and every template together', async () => {
    const settings = savedSettings();
    const answer: SmsSettingsResponse = {
      ...settings,
      enabled: true,
      templates: { ...DEFAULT_SMS_TEMPLATES, ready: 'Pajisja {pajisja} është gati.' },
    };
    const save = jest.spyOn(shopApi, 'saveSmsSettings').mockResolvedValue(answer);
    const { queryClient } = renderWithShop(<SmsSettingsForm settings={settings} businessName="Servisi Arta" />);
    expect(templateField('Gati')).toHaveValue('Gati, {klienti}!');
    expect(templateField('Preventivi')).toHaveValue('');
    expect(screen.queryByText('Keni ndryshime të paruajtura.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: /Dërgo SMS klientit kur ndryshon statusi/ }));
    write('Gati', 'Pajisja {pajisja} është gati.');
    expect(screen.getByText('Keni ndryshime të paruajtura.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj cilësimet e SMS' }));

    await waitFor(() => expect(queryClient.getQueryData(queryKeys.smsSettings)).toEqual(answer));
    expect(save).toHaveBeenCalledWith({
      enabled: true,
      templates: { ...settings.templates, ready: 'Pajisja {pajisja} është gati.' },
    });
    // What was saved is the form's new starting point: nothing is left unsaved.
    await waitFor(() => expect(screen.queryByText('Keni ndryshime të paruajtura.')).not.toBeInTheDocument());
    expect(templateField('Preventivi')).toHaveValue(DEFAULT_SMS_TEMPLATES.estimate);
  });

  it('says under the text, in Albanian, which placeholder is unknown, and saves nothing until it is mended', async () => {
    const save = jest.spyOn(shopApi, 'saveSmsSettings');
    renderWithShop(<SmsSettingsForm settings={savedSettings()} businessName="Servisi Arta" />);

    write('E re', 'Përshëndetje {emri}, u pranua {pajisja} ({modeli}).');
    expect(await screen.findByText('Vendmbajtës të panjohur: {emri}, {modeli}')).toBeInTheDocument();
    expect(screen.getByText('Rregulloni gabimet në tekste para se të ruani.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ruaj cilësimet e SMS' })).toBeDisabled();

    write('E re', 'Përshëndetje {klienti}, u pranua {pajisja}.');
    await waitFor(() => expect(screen.queryByText(/Vendmbajtës të panjohur/)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Ruaj cilësimet e SMS' })).toBeEnabled();
    expect(save).not.toHaveBeenCalled();
  });

  it('puts back the starting texts, which clears a mistake, and offers it only when a text differs from them', async () => {
    renderWithShop(<SmsSettingsForm settings={savedSettings()} businessName="Servisi Arta" />);
    const restore = screen.getByRole('button', { name: 'Rikthe tekstet fillestare' });
    write('Përfunduar', 'Faleminderit {klient}!');
    expect(await screen.findByText('Vendmbajtës i panjohur: {klient}')).toBeInTheDocument();

    await userEvent.click(restore);
    expect(templateField('Gati')).toHaveValue(DEFAULT_SMS_TEMPLATES.ready);
    expect(templateField('Përfunduar')).toHaveValue(DEFAULT_SMS_TEMPLATES.completed);
    expect(screen.queryByText(/Vendmbajtës i panjohur/)).not.toBeInTheDocument();
    expect(restore).toBeDisabled();
  });

  it('puts a placeholder where the cursor was in the last text edited', async () => {
    renderWithShop(<SmsSettingsForm settings={savedSettings()} businessName="Servisi Arta" />);
    const ready = templateField('Gati') as HTMLTextAreaElement;
    ready.focus();
    ready.setSelectionRange(5, 5);
    await userEvent.click(screen.getByRole('button', { name: /\{kodi\}/ }));
    expect(ready).toHaveValue('Gati,{kodi} {klienti}!');
  });
});
