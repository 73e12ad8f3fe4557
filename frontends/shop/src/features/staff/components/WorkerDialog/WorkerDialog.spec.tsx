import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkerResponse } from '@repair-shop/contracts';
import { ApiRequestError, REQUIRED_TEXT, shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { WorkerDialog } from './WorkerDialog';

const WORKER: WorkerResponse = {
  id: 'worker-1',
  firstName: 'Teuta',
  lastName: 'Gashi',
  phoneNumber: '044 123 456',
  createdAt: '2026-01-10T09:00:00.000Z',
  activeJobCount: 0,
  login: null,
  active: true,
};

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const firstName = () => field('Emri');
const lastName = () => field('Mbiemri');
const phone = () => field('Numri i telefonit');

afterEach(() => jest.restoreAllMocks());

describe('WorkerDialog', () => {
  it('says in Albanian, next to each empty field, that it is required, sends nothing, and clears a mark as the field is typed in', async () => {
    const addWorker = jest.spyOn(shopApi, 'addWorker');
    renderWithShop(<WorkerDialog opened onClose={jest.fn()} />);
    await userEvent.type(lastName(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Shto punëtorin' }));
    expect(await screen.findAllByText(REQUIRED_TEXT)).toHaveLength(3);
    for (const input of [firstName(), lastName(), phone()]) expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(addWorker).not.toHaveBeenCalled();

    await userEvent.type(firstName(), 'A');
    expect(screen.getAllByText(REQUIRED_TEXT)).toHaveLength(2);
    expect(firstName()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('never leaves the check to the browser', () => {
    renderWithShop(<WorkerDialog opened onClose={jest.fn()} />);
    expect(firstName().closest('form')).toHaveAttribute('novalidate');
    for (const input of [firstName(), lastName(), phone()]) expect(input).not.toBeRequired();
  });

  it('adds the worker with the details trimmed, and closes', async () => {
    const addWorker = jest.spyOn(shopApi, 'addWorker').mockResolvedValue({ success: true, worker: WORKER } as never);
    const onClose = jest.fn();
    renderWithShop(<WorkerDialog opened onClose={onClose} />);
    await waitFor(() => expect(firstName()).toHaveFocus());
    await userEvent.type(firstName(), ' Teuta ');
    await userEvent.type(lastName(), 'Gashi ');
    await userEvent.type(phone(), ' 044 123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Shto punëtorin' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(addWorker).toHaveBeenCalledWith({ firstName: 'Teuta', lastName: 'Gashi', phoneNumber: '044 123 456' });
  });

  it("shows the server's refusal of the phone under the phone field, not as a notification, until the phone is changed", async () => {
    const detail = 'Fusha «Numri i telefonit» duhet të jetë një numër telefoni i vlefshëm.';
    // The answer the server gives (400, its body naming the field), as the API client reads it.
    const refusal = new ApiRequestError(400, detail, 'VALIDATION_FAILED', {
      detail,
      code: 'VALIDATION_FAILED',
      field: 'phoneNumber',
      requestId: 'r-1',
    });
    jest.spyOn(shopApi, 'addWorker').mockRejectedValue(refusal);
    const shown = jest.spyOn(notifications, 'show').mockReturnValue('');
    const onClose = jest.fn();
    renderWithShop(<WorkerDialog opened onClose={onClose} />);
    await waitFor(() => expect(firstName()).toHaveFocus());
    await userEvent.type(firstName(), 'Teuta');
    await userEvent.type(lastName(), 'Gashi');
    await userEvent.type(phone(), '12-ab');
    await userEvent.click(screen.getByRole('button', { name: 'Shto punëtorin' }));

    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
    expect(phone()).toHaveAccessibleDescription(detail);
    expect(phone()).toHaveFocus();
    expect(firstName()).not.toHaveAttribute('aria-invalid', 'true');
    expect(shown).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.type(phone(), '{Backspace}');
    expect(screen.queryByText(detail)).not.toBeInTheDocument();
  });

  it('keeps a refusal that names no field of the form as a notification', async () => {
    const detail = 'Periudha juaj provuese ka skaduar.';
    jest
      .spyOn(shopApi, 'addWorker')
      .mockRejectedValue(new ApiRequestError(403, detail, 'TRIAL_EXPIRED', { detail, code: 'TRIAL_EXPIRED' }));
    const shown = jest.spyOn(notifications, 'show').mockReturnValue('');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShop(<WorkerDialog opened onClose={jest.fn()} />);
    await waitFor(() => expect(firstName()).toHaveFocus());
    await userEvent.type(firstName(), 'Teuta');
    await userEvent.type(lastName(), 'Gashi');
    await userEvent.type(phone(), '044 123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Shto punëtorin' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: `Gabim: ${detail}` })),
    );
    expect(phone()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a worker starting from their details', async () => {
    const updateWorker = jest.spyOn(shopApi, 'updateWorker').mockResolvedValue(WORKER as never);
    const onClose = jest.fn();
    renderWithShop(<WorkerDialog opened worker={WORKER} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Ndrysho të dhënat e punëtorit' })).toBeInTheDocument();
    expect(firstName()).toHaveValue('Teuta');
    expect(lastName()).toHaveValue('Gashi');
    expect(phone()).toHaveValue('044 123 456');
    await userEvent.clear(phone());
    await userEvent.type(phone(), '049 555 666 ');
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updateWorker).toHaveBeenCalledWith('worker-1', {
      firstName: 'Teuta',
      lastName: 'Gashi',
      phoneNumber: '049 555 666',
    });
  });

  it('starts empty again once closed', async () => {
    const onClose = jest.fn();
    const { rerender } = renderWithShop(<WorkerDialog opened onClose={onClose} />);
    await userEvent.type(firstName(), 'Teuta');
    await userEvent.click(screen.getByRole('button', { name: 'Shto punëtorin' }));
    expect(await screen.findAllByText(REQUIRED_TEXT)).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Anulo' }));
    expect(onClose).toHaveBeenCalled();
    rerender(<WorkerDialog opened={false} onClose={onClose} />);
    rerender(<WorkerDialog opened onClose={onClose} />);
    expect(firstName()).toHaveValue('');
    expect(screen.queryByText(REQUIRED_TEXT)).not.toBeInTheDocument();
  });
});
