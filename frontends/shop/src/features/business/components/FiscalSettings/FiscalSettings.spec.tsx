import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FISCAL_FORMAT_MESSAGES,
  type FiscalCertificateFacts,
  type FiscalProfileResponse,
  type FiscalTillResponse,
} from '@repair-shop/contracts';
import { ApiRequestError, queryKeys, shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { CHOOSE_CERTIFICATE, TYPE_PASSWORD } from './FiscalCertificateUpload';
import { FiscalSettings } from './FiscalSettings';
import { NOT_FISCAL_TEXT, TCR_CODE_HINT } from './FiscalProfileForm';
import { REGISTER_TCR, TCR_NOT_REGISTERED } from './TcrRegistrationStatus';

afterEach(() => jest.restoreAllMocks());

const NONE: FiscalProfileResponse = { country: null, certificate: null };
const ALBANIA: FiscalProfileResponse = {
  country: 'albania',
  nipt: 'K12345678L',
  businessUnitCode: 'ab123cd456',
  tcrCode: null,
  tcrRegistration: 'not_registered',
  tcrRegistrationProblem: null,
  operatorCode: null,
  certificate: null,
  updatedAt: '2026-01-15T10:00:00.000Z',
};
const FACTS: FiscalCertificateFacts = {
  subject: 'CN=Servisi Arta, O=Servisi Arta SHPK, C=AL',
  nipt: 'K12345678L',
  validFrom: '2025-06-01T00:00:00.000Z',
  validTo: '2027-06-01T00:00:00.000Z',
  fingerprint: 'AA:BB',
  uploadedAt: '2026-01-15T10:00:00.000Z',
};

const KOSOVO: FiscalProfileResponse = {
  country: 'kosovo',
  nui: '810000001',
  fiscalizationNumber: '77',
  branchId: '3',
  certificate: null,
  updatedAt: '2026-01-15T10:00:00.000Z',
};
const PEM = '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----\n';
const TILLS: FiscalTillResponse[] = [
  {
    stationId: '8a0c1f43-6b1e-4f4e-9d42-1b5f0c2e7a10',
    stationName: 'Banaku',
    posId: 1,
    publicKeyPem: PEM,
    fingerprint: 'AB:CD',
    keyRegisteredAt: '2026-01-15T10:00:00.000Z',
  },
  {
    stationId: '0b7e2d55-1c3a-4a8b-8e1f-7d6c5b4a3f21',
    stationName: 'Dritarja',
    posId: 2,
    publicKeyPem: null,
    fingerprint: null,
    keyRegisteredAt: null,
  },
];

const renderWith = (profile: FiscalProfileResponse) =>
  renderWithShop(<FiscalSettings />, { cached: [[queryKeys.fiscalProfile, profile]] });

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('FiscalSettings', () => {
  it('shows a Kosovo shop’s tills with the keys to register at ATK, and asks for a new key only when confirmed', async () => {
    jest.spyOn(shopApi, 'fiscalTills').mockResolvedValue(TILLS);
    const requestNewKey = jest.spyOn(shopApi, 'requestNewTillKey').mockResolvedValue({ success: true });
    renderWith(KOSOVO);
    const first = await screen.findByLabelText('Arka POS 1');
    expect(within(first).getByText('POS 1 · Banaku')).toBeInTheDocument();
    expect(within(first).getByText(/BEGIN PUBLIC KEY/)).toBeInTheDocument();
    expect(within(first).getByText(/Gjurma SHA-256: AB:CD/)).toBeInTheDocument();
    expect(within(screen.getByLabelText('Arka POS 2')).getByText(/Pret çelësin e ri/)).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Kërko çelës të ri' }));
    expect(requestNewKey).not.toHaveBeenCalled();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Kërko çelës të ri' }));
    await waitFor(() => expect(requestNewKey).toHaveBeenCalledWith(TILLS[0].stationId, undefined));
  });

  it('asks what becomes of a till’s unsigned coupons, naming how many, before its key goes', async () => {
    const detail =
      "Arka ka 2 kupona ende të panënshkruar. Zgjidhni: t'i nënshkruajë çelësi i ri i stacionit, ose të shënohen të dështuar dhe të mos dërgohen në ATK.";
    jest.spyOn(shopApi, 'fiscalTills').mockResolvedValue(TILLS);
    const requestNewKey = jest
      .spyOn(shopApi, 'requestNewTillKey')
      .mockRejectedValueOnce(new ApiRequestError(409, detail, 'FISCAL_TILL_HAS_UNSIGNED_COUPONS'))
      .mockResolvedValueOnce({ success: true })
      .mockRejectedValueOnce(new ApiRequestError(409, detail, 'FISCAL_TILL_HAS_UNSIGNED_COUPONS'))
      .mockResolvedValueOnce({ success: true });
    renderWith(KOSOVO);
    const first = await screen.findByLabelText('Arka POS 1');
    const ask = async () => {
      await userEvent.click(within(first).getByRole('button', { name: 'Kërko çelës të ri' }));
      await userEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Kërko çelës të ri' }),
      );
      return screen.findByRole('dialog', { name: 'Kupona të panënshkruar te POS 1' });
    };
    const keep = await ask();
    expect(keep).toHaveTextContent('Arka ka 2 kupona ende të panënshkruar.');
    await userEvent.click(within(keep).getByRole('button', { name: "T'i nënshkruajë çelësi i ri" }));
    await waitFor(() => expect(requestNewKey).toHaveBeenLastCalledWith(TILLS[0].stationId, 'keep'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const give = await ask();
    await userEvent.click(within(give).getByRole('button', { name: 'Shënoji të dështuar' }));
    await waitFor(() => expect(requestNewKey).toHaveBeenLastCalledWith(TILLS[0].stationId, 'void'));
    expect(requestNewKey).toHaveBeenCalledTimes(4);
  });

  it('asks for a country first, then shows only that country’s fields', async () => {
    const save = jest.spyOn(shopApi, 'saveFiscalProfile');
    renderWith(NONE);
    expect(screen.queryByRole('textbox', { name: /NIPT/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Kosovë' }));
    expect(field('NUI')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /NIPT/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Maqedoni e Veriut' }));
    expect(screen.getByText(NOT_FISCAL_TEXT)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses with the server’s format rules, in Albanian, and sends nothing', async () => {
    const save = jest.spyOn(shopApi, 'saveFiscalProfile');
    renderWith(NONE);
    await userEvent.click(screen.getByRole('radio', { name: 'Shqipëri' }));
    await userEvent.type(field('NIPT'), 'K1234567L');
    await userEvent.type(field('Kodi i njësisë së biznesit'), 'AB123CD456');
    await userEvent.type(field('Kodi i arkës'), 'x1');
    await userEvent.type(field('Kodi i operatorit'), 'OP1');
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    expect(await screen.findByText(FISCAL_FORMAT_MESSAGES.nipt)).toBeInTheDocument();
    expect(screen.getByText(FISCAL_FORMAT_MESSAGES.businessUnitCode)).toBeInTheDocument();
    expect(screen.getByText(FISCAL_FORMAT_MESSAGES.tcrCode)).toBeInTheDocument();
    expect(screen.getByText(FISCAL_FORMAT_MESSAGES.operatorCode)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves an Albanian profile with the NIPT in capitals, the owner’s operator code and no TCR code yet', async () => {
    const save = jest.spyOn(shopApi, 'saveFiscalProfile').mockResolvedValue(ALBANIA);
    const { queryClient } = renderWith(NONE);
    await userEvent.click(screen.getByRole('radio', { name: 'Shqipëri' }));
    await userEvent.type(field('NIPT'), ' k12345678l ');
    await userEvent.type(field('Kodi i njësisë së biznesit'), 'ab123cd456');
    await userEvent.type(field('Kodi i operatorit'), 'op123ab456');
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.fiscalProfile)).toEqual(ALBANIA));
    expect(save).toHaveBeenCalledWith({
      country: 'albania',
      nipt: 'K12345678L',
      businessUnitCode: 'ab123cd456',
      tcrCode: null,
      operatorCode: 'op123ab456',
    });
    // An Albanian profile takes its certificate next.
    expect(await screen.findByRole('button', { name: 'Ngarko certifikatën' })).toBeInTheDocument();
  });

  it('uploads the certificate, then shows its facts and forgets the password', async () => {
    const upload = jest.spyOn(shopApi, 'uploadFiscalCertificate').mockResolvedValue({
      success: true,
      certificate: FACTS,
      tcrCode: 'tc123ab456',
      tcrRegistration: 'registered',
      tcrRegistrationProblem: null,
    });
    renderWith(ALBANIA);
    const certificateForm = screen.getByRole('form', { name: 'Certifikata e fiskalizimit' });
    await userEvent.click(within(certificateForm).getByRole('button', { name: 'Ngarko certifikatën' }));
    expect(await screen.findByText(CHOOSE_CERTIFICATE)).toBeInTheDocument();
    expect(screen.getByText(TYPE_PASSWORD)).toBeInTheDocument();

    const p12 = new File([new Uint8Array([48, 130, 1, 2])], 'certifikata.p12', { type: 'application/x-pkcs12' });
    await userEvent.upload(certificateForm.querySelector('input[type="file"]') as HTMLInputElement, p12);
    await userEvent.type(screen.getByLabelText('Fjalëkalimi i certifikatës'), 'sekret-i-certifikatës');
    await userEvent.click(within(certificateForm).getByRole('button', { name: 'Ngarko certifikatën' }));

    expect(await screen.findByText(FACTS.subject)).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(p12, 'sekret-i-certifikatës');
    expect(screen.getByText('01.06.2027')).toBeInTheDocument();
    expect(screen.getByLabelText('Fjalëkalimi i certifikatës')).toHaveValue('');
    expect(document.body.textContent).not.toContain('sekret-i-certifikatës');
    // With the certificate the server registered the register: its code shows, the notice is gone.
    expect(screen.getByText('tc123ab456')).toBeInTheDocument();
    expect(screen.queryByText(TCR_NOT_REGISTERED)).not.toBeInTheDocument();
  });

  it('leaves the TCR code optional, says the register is not registered yet and why, and registers it on a click', async () => {
    const register = jest
      .spyOn(shopApi, 'registerTcr')
      .mockResolvedValue({ success: true, tcrCode: 'tc123ab456', tcrRegistration: 'registered' });
    const { queryClient } = renderWith({
      ...ALBANIA,
      tcrRegistrationProblem: 'Arka regjistrohet kur të jenë gati: certifikata e fiskalizimit.',
    });
    expect(screen.getByText(TCR_CODE_HINT)).toBeInTheDocument();
    expect(screen.getByText(TCR_NOT_REGISTERED)).toBeInTheDocument();
    expect(screen.getByText('Arka regjistrohet kur të jenë gati: certifikata e fiskalizimit.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: REGISTER_TCR }));
    expect(await screen.findByText('tc123ab456')).toBeInTheDocument();
    expect(register).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(queryKeys.fiscalProfile)).toMatchObject({
      tcrCode: 'tc123ab456',
      tcrRegistration: 'registered',
    });
    expect(screen.queryByText(TCR_NOT_REGISTERED)).not.toBeInTheDocument();
    // The form starts over from the saved profile, with the code the CIS gave.
    expect(field('Kodi i arkës')).toHaveValue('tc123ab456');
  });

  it('keeps the notice when the CIS cannot be reached, with the reason the server kept', async () => {
    const unreachable = 'Sistemi i tatimeve (CIS) nuk u arrit: arka nuk u regjistrua ende. Provoni përsëri pas pak.';
    jest
      .spyOn(shopApi, 'registerTcr')
      .mockRejectedValue(new ApiRequestError(503, unreachable, 'FISCAL_CIS_UNREACHABLE'));
    const refetch = jest
      .spyOn(shopApi, 'fiscalProfile')
      .mockResolvedValue({ ...ALBANIA, tcrRegistrationProblem: 'Sistemi i tatimeve (CIS) nuk u arrit.' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWith(ALBANIA);
    await userEvent.click(screen.getByRole('button', { name: REGISTER_TCR }));
    expect(await screen.findByText('Sistemi i tatimeve (CIS) nuk u arrit.')).toBeInTheDocument();
    expect(refetch).toHaveBeenCalled();
    expect(screen.getByText(TCR_NOT_REGISTERED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: REGISTER_TCR })).toBeEnabled();
  });
});
