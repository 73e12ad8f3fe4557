import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WARRANTY_RETURN_LABEL, type EarlierJobResponse, type WorkerResponse } from '@repair-shop/contracts';
import { ApiRequestError, REQUIRED_TEXT, shopApi } from '@repair-shop/web';
import { testJob } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { INVALID_AMOUNT_TEXT } from '../../../../utils/amount';
import { INVALID_PRICE_TEXT } from '../../../../utils/price';
import { USE_EARLIER_JOB_LABEL } from '../EarlierJobs/EarlierJobs';
import { AddJobDialog } from './AddJobDialog';

const worker = (id: string, firstName: string, lastName: string): WorkerResponse => ({
  id,
  firstName,
  lastName,
  phoneNumber: '044 000 000',
  createdAt: '2026-01-10T09:00:00.000Z',
  activeJobCount: 0,
  login: null,
  active: true,
});

const WORKERS = [worker('worker-1', 'Teuta', 'Gashi'), worker('worker-2', 'Arben', 'Krasniqi')];

/** A valid IMEI (it passes Luhn), and the same with the last digit changed. */
const IMEI = '356938035643809';
const WRONG_IMEI = '356938035643808';
const LUHN_TEXT = /shifra e fundit e kontrollit nuk përputhet/;

const EARLIER: EarlierJobResponse = {
  id: 'job-earlier',
  ticketCode: 'A-12',
  status: 'completed',
  clientName: 'Vjosa Berisha',
  clientPhone: '049 111 222',
  deviceModel: 'MacBook Air',
  deviceIdKind: 'serial',
  deviceImei: 'C02XL0ABJG5H',
  workDescription: 'Tastiera',
  assignedWorker: 'Teuta Gashi',
  createdAt: '2026-10-01T09:00:00.000Z',
  completedAt: '2026-10-03T09:00:00.000Z',
  warrantyEndsAt: '2099-11-02T09:00:00.000Z',
  underWarranty: true,
  warrantyOfJobId: null,
};

const workerSelect = () => screen.getByRole('combobox', { name: /^Punëtori/ });
const clientName = () => screen.getByRole('combobox', { name: /^Emri i klientit/ });
const clientPhone = () => screen.getByRole('combobox', { name: /^Telefoni i klientit/ });
const model = () => screen.getByRole('textbox', { name: /^Modeli i pajisjes/ });
const deviceId = (label = 'IMEI') => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const description = () => screen.getByRole('textbox', { name: /^Përshkrimi i problemit/ });
const price = () => screen.getByRole('textbox', { name: /^Çmimi i punës \(pa pjesët\)/ });
const deposit = () => screen.getByRole('textbox', { name: /^Paradhënie/ });
const serialSwitch = () => screen.getByRole('switch', { name: /Me numër serik/ });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Krijo punën' }));

const requiredFields = () => [workerSelect(), clientName(), clientPhone(), model(), deviceId(), description()];

/** The dialog, once it has put the focus in itself (typing before that would lose keys). */
async function renderDialog(workers = WORKERS) {
  const onClose = jest.fn();
  const view = renderWithShop(<AddJobDialog opened workers={workers} onClose={onClose} />);
  await waitFor(() => expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement));
  return { ...view, onClose };
}

async function chooseWorker(name: string) {
  await userEvent.click(workerSelect());
  await userEvent.click(await screen.findByRole('option', { name }));
}

beforeEach(() => {
  // What the client fields and the earlier jobs ask as they are typed in: nothing found, unless a test says otherwise.
  jest.spyOn(shopApi, 'clientSuggestions').mockResolvedValue({ clients: [] });
  jest.spyOn(shopApi, 'clientJobs').mockResolvedValue({ jobs: [] });
  jest.spyOn(shopApi, 'deviceJobs').mockResolvedValue({ jobs: [] });
  // The shop's history, asked as the description is typed: unanswered unless a test says otherwise (shows nothing).
  jest.spyOn(shopApi, 'jobEstimate').mockRejectedValue(new Error('offline'));
});

afterEach(() => jest.restoreAllMocks());

describe('AddJobDialog', () => {
  it('never leaves the check to the browser', async () => {
    await renderDialog();
    expect(model().closest('form')).toHaveAttribute('novalidate');
    for (const input of requiredFields()) expect(input).not.toBeRequired();
  });

  it('says that the price is for the labour, and that parts are added to it', async () => {
    await renderDialog();
    expect(price()).toHaveAccessibleDescription('Opsional. Pjesët që përdorni shtohen mbi këtë çmim.');
  });

  it('says in Albanian, next to each empty required field, that it is required, and sends nothing', async () => {
    const createJob = jest.spyOn(shopApi, 'createJob');
    await renderDialog();
    await userEvent.type(model(), '   ');
    await submit();
    expect(await screen.findAllByText(REQUIRED_TEXT)).toHaveLength(6);
    for (const input of requiredFields()) expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(price()).not.toHaveAttribute('aria-invalid', 'true');
    expect(createJob).not.toHaveBeenCalled();
  });

  it('clears a mark as its field is typed in or chosen, and keeps the others', async () => {
    await renderDialog();
    await submit();
    expect(await screen.findAllByText(REQUIRED_TEXT)).toHaveLength(6);
    await userEvent.type(clientName(), 'V');
    expect(clientName()).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(description(), 'E');
    await chooseWorker('Arben Krasniqi');
    expect(workerSelect()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(REQUIRED_TEXT)).toHaveLength(3);
    for (const input of [clientPhone(), model(), deviceId()]) expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the IMEI (Luhn), the price, the deposit and the PIN, each next to its field', async () => {
    const createJob = jest.spyOn(shopApi, 'createJob');
    await renderDialog();
    await userEvent.type(deviceId(), WRONG_IMEI);
    await userEvent.type(price(), 'njëzet');
    await userEvent.type(deposit(), '10,555');
    await userEvent.click(screen.getByRole('radio', { name: 'PIN' }));
    await userEvent.type(screen.getByLabelText('PIN-i i pajisjes'), '12');
    await submit();
    expect(await screen.findByText(LUHN_TEXT)).toBeInTheDocument();
    expect(screen.getByText(INVALID_PRICE_TEXT)).toBeInTheDocument();
    expect(screen.getByText(INVALID_AMOUNT_TEXT)).toBeInTheDocument();
    expect(screen.getByText('PIN-i ka vetëm shifra, nga 4 deri në 16.')).toBeInTheDocument();
    expect(createJob).not.toHaveBeenCalled();

    await userEvent.type(price(), '{Backspace}');
    expect(screen.queryByText(INVALID_PRICE_TEXT)).not.toBeInTheDocument();
    await userEvent.type(deposit(), '{Backspace}');
    expect(screen.queryByText(INVALID_AMOUNT_TEXT)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('PIN-i i pajisjes'), '3');
    expect(screen.queryByText('PIN-i ka vetëm shifra, nga 4 deri në 16.')).not.toBeInTheDocument();
    // A serial number is not checked as an IMEI: the switch takes the IMEI's mark away.
    await userEvent.click(serialSwitch());
    expect(screen.queryByText(LUHN_TEXT)).not.toBeInTheDocument();
  });

  it('checks the IMEI as the field is left, not only on submit, and leaves an empty one for the submit', async () => {
    await renderDialog();
    await userEvent.click(deviceId());
    await userEvent.tab();
    expect(deviceId()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(REQUIRED_TEXT)).not.toBeInTheDocument();

    // Pasted, as from the box's label; nothing is said while the field has the focus.
    await userEvent.click(deviceId());
    await userEvent.paste(WRONG_IMEI);
    expect(screen.queryByText(LUHN_TEXT)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText(LUHN_TEXT)).toBeInTheDocument();
    expect(deviceId()).toHaveAttribute('aria-invalid', 'true');

    // Too short is said as well; the right IMEI clears the mark when the field is left again.
    await userEvent.clear(deviceId());
    await userEvent.paste('35693803');
    await userEvent.tab();
    expect(deviceId()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(deviceId());
    await userEvent.paste(IMEI);
    await userEvent.tab();
    expect(deviceId()).not.toHaveAttribute('aria-invalid', 'true');
  }, 60_000);

  it("shows the server's refusal of the client's phone under that field, not as a notification", async () => {
    const detail = 'Fusha «Telefoni i klientit» duhet të jetë një numër telefoni i vlefshëm.';
    jest.spyOn(shopApi, 'createJob').mockRejectedValue(
      new ApiRequestError(400, detail, 'VALIDATION_FAILED', {
        detail,
        code: 'VALIDATION_FAILED',
        field: 'clientPhone',
      }),
    );
    const shown = jest.spyOn(notifications, 'show').mockReturnValue('');
    await renderDialog();
    await chooseWorker('Teuta Gashi');
    await userEvent.type(clientName(), 'Vjosa');
    await userEvent.type(clientPhone(), '1a');
    await userEvent.type(model(), 'X');
    await userEvent.type(deviceId(), IMEI);
    await userEvent.type(description(), 'E');
    await submit();
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(clientPhone()).toHaveAttribute('aria-invalid', 'true');
    expect(shown).not.toHaveBeenCalled();
  }, 60_000);

  it('keeps an empty IMEI marked as required when switched to a serial number', async () => {
    await renderDialog();
    await submit();
    expect(await screen.findAllByText(REQUIRED_TEXT)).toHaveLength(6);
    await userEvent.click(serialSwitch());
    expect(deviceId('Numri serik')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(REQUIRED_TEXT)).toHaveLength(6);
  });

  it('sends the job as typed, trimmed, with the price, deposit, unlock code and intake, then starts empty again', async () => {
    const createJob = jest.spyOn(shopApi, 'createJob').mockResolvedValue({ success: true, job: testJob() });
    const { onClose } = await renderDialog();
    await chooseWorker('Arben Krasniqi');
    await userEvent.type(clientName(), ' Vjosa Berisha ');
    await userEvent.type(clientPhone(), ' 049 111 222 ');
    await userEvent.type(model(), 'iPhone 13  ');
    await userEvent.type(deviceId(), '35 6938 0356 43809');
    await userEvent.type(description(), ' Ekrani i thyer ');
    await userEvent.type(price(), '25,50');
    await userEvent.type(deposit(), '10');
    await userEvent.click(screen.getByRole('radio', { name: 'PIN' }));
    await userEvent.type(screen.getByLabelText('PIN-i i pajisjes'), '4711');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Karikuesi' }));
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(createJob).toHaveBeenCalledTimes(1);
    const sent = createJob.mock.calls[0][0];
    expect(sent).toEqual({
      workerId: 'worker-2',
      clientName: 'Vjosa Berisha',
      clientPhone: '049 111 222',
      deviceModel: 'iPhone 13',
      deviceImei: IMEI,
      workDescription: 'Ekrani i thyer',
      deviceIdKind: 'imei',
      deviceCode: 'PIN (i koduar)',
      estimatedPrice: 25.5,
      deviceLock: { kind: 'pin', value: '4711' },
      deposit: { amount: 10, method: 'cash' },
      intake: { checks: expect.any(Object), itemsLeft: ['charger'], note: '' },
    });
    expect(Object.values(sent.intake?.checks ?? {}).every((state) => state === 'untested')).toBe(true);
    // Ready for the next job.
    expect(clientName()).toHaveValue('');
    expect(deviceId()).toHaveValue('');
    expect(price()).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Karikuesi' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pa kod' })).toBeChecked();
  });

  it('chooses the only worker by itself, and sends only what was filled in', async () => {
    const createJob = jest.spyOn(shopApi, 'createJob').mockResolvedValue({ success: true, job: testJob() });
    const { onClose } = await renderDialog([WORKERS[0]]);
    await waitFor(() => expect(workerSelect()).toHaveValue('Teuta Gashi'));
    await userEvent.type(clientName(), 'Vjosa');
    await userEvent.type(clientPhone(), '049111222');
    await userEvent.type(model(), 'iPhone 13');
    await userEvent.type(deviceId(), IMEI);
    await userEvent.type(description(), 'Bateria');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(createJob).toHaveBeenCalledWith({
      workerId: 'worker-1',
      clientName: 'Vjosa',
      clientPhone: '049111222',
      deviceModel: 'iPhone 13',
      deviceImei: IMEI,
      workDescription: 'Bateria',
      deviceIdKind: 'imei',
      deviceCode: 'Pa kod',
      estimatedPrice: null,
    });
  });

  it("chooses the preselected worker among several (a technician's own), again for the next job, and lets it be changed", async () => {
    const createJob = jest.spyOn(shopApi, 'createJob').mockResolvedValue({ success: true, job: testJob() });
    const onClose = jest.fn();
    const { rerender } = renderWithShop(
      <AddJobDialog opened workers={WORKERS} preselectedWorkerId="worker-2" onClose={onClose} />,
    );
    await waitFor(() => expect(workerSelect()).toHaveValue('Arben Krasniqi'));
    await chooseWorker('Teuta Gashi');
    await userEvent.type(clientName(), 'Vjosa');
    await userEvent.type(clientPhone(), '049111222');
    await userEvent.type(model(), 'iPhone 13');
    await userEvent.type(deviceId(), IMEI);
    await userEvent.type(description(), 'Bateria');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(createJob).toHaveBeenCalledWith(expect.objectContaining({ workerId: 'worker-1' }));

    rerender(<AddJobDialog opened={false} workers={WORKERS} preselectedWorkerId="worker-2" onClose={onClose} />);
    rerender(<AddJobDialog opened workers={WORKERS} preselectedWorkerId="worker-2" onClose={onClose} />);
    await waitFor(() => expect(workerSelect()).toHaveValue('Arben Krasniqi'));
  });

  it('chooses nobody among several workers without a preselected one', async () => {
    await renderDialog();
    expect(workerSelect()).toHaveValue('');
  });

  it('takes the client and the device of an earlier job ("Përdor këtë"), clearing their marks, and returns it under warranty', async () => {
    jest.spyOn(shopApi, 'clientJobs').mockResolvedValue({ jobs: [EARLIER] });
    const createJob = jest.spyOn(shopApi, 'createJob').mockResolvedValue({ success: true, job: testJob() });
    const { onClose } = await renderDialog([WORKERS[0]]);
    await submit();
    expect(await screen.findAllByText(REQUIRED_TEXT)).toHaveLength(5);
    await userEvent.type(clientPhone(), '049111222');
    const earlier = await screen.findByRole('group', { name: 'Puna #A-12' });
    await userEvent.click(within(earlier).getByRole('button', { name: USE_EARLIER_JOB_LABEL }));
    expect(clientName()).toHaveValue('Vjosa Berisha');
    expect(clientPhone()).toHaveValue('049 111 222');
    expect(model()).toHaveValue('MacBook Air');
    expect(serialSwitch()).toBeChecked();
    expect(deviceId('Numri serik')).toHaveValue('C02XL0ABJG5H');
    expect(screen.getAllByText(REQUIRED_TEXT)).toHaveLength(1);
    expect(description()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(within(earlier).getByRole('button', { name: WARRANTY_RETURN_LABEL }));
    await userEvent.type(description(), 'Tastiera sërish');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(createJob).toHaveBeenCalledWith(
      expect.objectContaining({
        clientName: 'Vjosa Berisha',
        clientPhone: '049 111 222',
        deviceModel: 'MacBook Air',
        deviceIdKind: 'serial',
        deviceImei: 'C02XL0ABJG5H',
        workDescription: 'Tastiera sërish',
        warrantyOfJobId: 'job-earlier',
      }),
    );
  });

  it('keeps a warranty return chosen from the list while the list is asked again for the phone as written', async () => {
    // The first answer lists the earlier job; the lookup of the phone written out ("049 111 222") never answers.
    jest
      .spyOn(shopApi, 'clientJobs')
      .mockResolvedValueOnce({ jobs: [EARLIER] })
      .mockReturnValue(new Promise(() => undefined));
    const createJob = jest.spyOn(shopApi, 'createJob').mockResolvedValue({ success: true, job: testJob() });
    const { onClose } = await renderDialog([WORKERS[0]]);
    await userEvent.type(clientPhone(), '049111222');
    const earlier = await screen.findByRole('group', { name: 'Puna #A-12' });
    await userEvent.click(within(earlier).getByRole('button', { name: USE_EARLIER_JOB_LABEL }));
    await userEvent.click(within(earlier).getByRole('button', { name: WARRANTY_RETURN_LABEL }));
    await waitFor(() => expect(shopApi.clientJobs).toHaveBeenCalledWith('049 111 222'));
    await userEvent.type(description(), 'Tastiera sërish');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(createJob).toHaveBeenCalledWith(expect.objectContaining({ warrantyOfJobId: 'job-earlier' }));
  });

  it('keeps what was typed when closed, without the marks', async () => {
    const { onClose, rerender } = await renderDialog();
    await userEvent.type(clientName(), 'Vjosa');
    await submit();
    expect(await screen.findAllByText(REQUIRED_TEXT)).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Anulo' }));
    expect(onClose).toHaveBeenCalled();
    rerender(<AddJobDialog opened={false} workers={WORKERS} onClose={onClose} />);
    rerender(<AddJobDialog opened workers={WORKERS} onClose={onClose} />);
    expect(clientName()).toHaveValue('Vjosa');
    expect(screen.queryByText(REQUIRED_TEXT)).not.toBeInTheDocument();
  });

  describe("the shop's history as the job is typed", () => {
    /** Thursday 26 November 2026, 10:00 in the shop; the estimate says Saturday 28, two to three days away. */
    const NOW = new Date('2026-11-26T09:00:00.000Z');
    const READY = { from: '2026-11-28T07:00:00.000Z', to: '2026-11-28T20:00:00.000Z', basedOn: 12, waiting: 4 };
    const categorySelect = () => screen.getByRole('combobox', { name: /^Kategoria/ });

    beforeEach(() => {
      jest.useFakeTimers({ now: NOW, advanceTimers: true });
    });
    afterEach(() => jest.useRealTimers());

    it('fills the category from the description, says when it will be ready and what it usually costs', async () => {
      const jobEstimate = jest.spyOn(shopApi, 'jobEstimate').mockResolvedValue({
        category: 'screen',
        readyBy: READY,
        price: { low: 45, high: 60, basedOn: 38 },
      });
      await renderDialog();
      await userEvent.type(model(), 'iPhone 12');
      await userEvent.type(description(), 'ekrani i thyer');
      await waitFor(() => expect(categorySelect()).toHaveValue('Ekran'));
      // Asked once the typing paused, with what was typed and without a category nobody chose.
      expect(jobEstimate).toHaveBeenLastCalledWith({ deviceModel: 'iPhone 12', description: 'ekrani i thyer' });
      expect(jobEstimate).not.toHaveBeenCalledWith(expect.objectContaining({ description: 'e' }));
      expect(screen.getByText('Pritet gati: e shtunë, 2–3 ditë')).toBeInTheDocument();
      expect(screen.getByText('Zakonisht 45,00–60,00 €, 38 punë')).toBeInTheDocument();
    });

    it("keeps the person's choice against later suggestions, asks with it and sends it", async () => {
      const createJob = jest.spyOn(shopApi, 'createJob').mockResolvedValue({ success: true, job: testJob() });
      const jobEstimate = jest.spyOn(shopApi, 'jobEstimate').mockResolvedValue({ category: 'screen' });
      const { onClose } = await renderDialog([WORKERS[0]]);
      await userEvent.type(clientName(), 'Vjosa');
      await userEvent.type(clientPhone(), '049111222');
      await userEvent.type(model(), 'iPhone 12');
      await userEvent.type(deviceId(), IMEI);
      await userEvent.type(description(), 'ekrani i thyer');
      await waitFor(() => expect(categorySelect()).toHaveValue('Ekran'));

      await userEvent.click(categorySelect());
      await userEvent.click(await screen.findByRole('option', { name: 'Xhami i pasmë' }));
      expect(categorySelect()).toHaveValue('Xhami i pasmë');
      await waitFor(() =>
        expect(jobEstimate).toHaveBeenLastCalledWith({
          deviceModel: 'iPhone 12',
          description: 'ekrani i thyer',
          category: 'back_glass',
        }),
      );
      // More words still suggest a screen: the choice stands.
      await userEvent.type(description(), ' dhe xhami');
      await waitFor(() =>
        expect(jobEstimate).toHaveBeenLastCalledWith(
          expect.objectContaining({ description: 'ekrani i thyer dhe xhami' }),
        ),
      );
      expect(categorySelect()).toHaveValue('Xhami i pasmë');

      await submit();
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(createJob).toHaveBeenCalledWith(expect.objectContaining({ category: 'back_glass' }));
    });

    it('says why there is no usual price when the history is too short', async () => {
      jest.spyOn(shopApi, 'jobEstimate').mockResolvedValue({
        category: 'battery',
        reason: 'Ende pak histori: 3 punë të mbaruara të kësaj kategorie',
      });
      await renderDialog();
      await userEvent.type(description(), 'bateria fryhet');
      expect(await screen.findByText('Ende pak histori: 3 punë të mbaruara të kësaj kategorie')).toBeInTheDocument();
      expect(categorySelect()).toHaveValue('Bateri');
      expect(screen.queryByText(/^Pritet gati/)).not.toBeInTheDocument();
    });

    it('shows nothing when the estimate fails, and saves the job without a category', async () => {
      const createJob = jest.spyOn(shopApi, 'createJob').mockResolvedValue({ success: true, job: testJob() });
      const jobEstimate = jest.spyOn(shopApi, 'jobEstimate');
      const { onClose } = await renderDialog([WORKERS[0]]);
      await userEvent.type(clientName(), 'Vjosa');
      await userEvent.type(clientPhone(), '049111222');
      await userEvent.type(model(), 'iPhone 12');
      await userEvent.type(deviceId(), IMEI);
      await userEvent.type(description(), 'nuk ndizet');
      await waitFor(() => expect(jobEstimate).toHaveBeenCalled());
      expect(categorySelect()).toHaveValue('');
      expect(screen.queryByText(/^Pritet gati|^Zakonisht/)).not.toBeInTheDocument();
      await submit();
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(createJob.mock.calls[0][0]).not.toHaveProperty('category');
    });
  });
});
