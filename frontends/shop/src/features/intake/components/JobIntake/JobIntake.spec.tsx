import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyIntakeChecks, type IntakeRecordResponse, type JobSignatureResponse } from '@repair-shop/contracts';
import { queryKeys, shopApi } from '@repair-shop/web';
import { testDetail } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { JobIntake } from './JobIntake';

afterEach(() => jest.restoreAllMocks());

const INTAKE: IntakeRecordResponse = {
  checks: { ...emptyIntakeChecks(), screen: 'damaged', powersOn: 'ok', waterDamage: 'ok' },
  itemsLeft: ['charger', 'simCard'],
  note: 'Gërvishtje në cep',
  updatedAt: '2026-11-20T09:00:00.000Z',
};
const SIGNED: JobSignatureResponse = {
  kind: 'intake',
  drawing: { width: 400, height: 150, strokes: [[10, 10, 50, 60]] },
  signerName: 'Vjosa Berisha',
  terms: null,
  signedAt: '2026-11-20T09:05:00.000Z',
};

describe('JobIntake', () => {
  it('shows each check in words, what the client left, the note and the intake signature; no editing once signed', () => {
    renderWithShop(
      <JobIntake jobId="j1" status="in_process" clientName="Vjosa Berisha" intake={INTAKE} signatures={[SIGNED]} />,
    );
    const checks = screen.getByLabelText('Kontrolli i pajisjes');
    expect(within(checks).getByText('Ekrani: Me defekt')).toBeInTheDocument();
    expect(within(checks).getByText('Ndizet: Po')).toBeInTheDocument();
    expect(within(checks).getByText('Gjurmë uji: Nuk ka')).toBeInTheDocument();
    expect(within(checks).getByText('Kamerat: Pa testuar')).toBeInTheDocument();
    expect(screen.getByText('Karikuesi, Karta SIM')).toBeInTheDocument();
    expect(screen.getByText('Gërvishtje në cep')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nënshkrimi në pranim: Vjosa Berisha' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ndrysho gjendjen' })).not.toBeInTheDocument();
    // The pickup's signature waits for the device to be ready.
    expect(screen.getByText("Merret kur pajisja është gati për t'u dorëzuar.")).toBeInTheDocument();
  });

  it('records the condition of a job added without it, and puts the answer in the cached job', async () => {
    const saved = {
      ...INTAKE,
      checks: { ...emptyIntakeChecks(), cameras: 'damaged' as const },
      itemsLeft: [],
      note: '',
    };
    const save = jest.spyOn(shopApi, 'saveIntake').mockResolvedValue({ success: true, intake: saved });
    const { queryClient } = renderWithShop(
      <JobIntake jobId="j1" status="ready" clientName="Vjosa Berisha" intake={null} signatures={[]} />,
    );
    queryClient.setQueryData(queryKeys.job('j1'), testDetail());
    expect(screen.getByText('Gjendja e pajisjes në pranim nuk është regjistruar.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Regjistro gjendjen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gjendja e pajisjes në pranim' });
    await userEvent.click(within(within(dialog).getByRole('radiogroup', { name: 'Kamerat' })).getByText('Me defekt'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ruaj gjendjen' }));

    await waitFor(() => expect(save).toHaveBeenCalledWith('j1', expect.objectContaining({ itemsLeft: [], note: '' })));
    expect(save.mock.calls[0][1].checks.cameras).toBe('damaged');
    await waitFor(() =>
      expect(queryClient.getQueryData<{ intake: unknown }>(queryKeys.job('j1'))?.intake).toEqual(saved),
    );
    // Ready: the pickup's signature can be taken.
    expect(screen.getAllByRole('button', { name: 'Merr nënshkrimin' })).toHaveLength(2);
  });
});
