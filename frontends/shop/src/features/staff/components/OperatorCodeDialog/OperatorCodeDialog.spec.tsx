import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FISCAL_FORMAT_MESSAGES, type WorkerResponse } from '@repair-shop/contracts';
import { ApiRequestError, shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { OperatorCodeDialog } from './OperatorCodeDialog';

const WORKER: WorkerResponse = {
  id: 'worker-1',
  firstName: 'Teuta',
  lastName: 'Gashi',
  phoneNumber: '044 123 456',
  createdAt: '2026-01-10T09:00:00.000Z',
  activeJobCount: 0,
  login: { email: 'teuta@example.com', role: 'manager', accepted: true, operatorCode: 'ab123cd456' },
  active: true,
};

const codeField = () => screen.getByRole('textbox', { name: /^Kodi i operatorit/ });

afterEach(() => jest.restoreAllMocks());

describe('OperatorCodeDialog', () => {
  it('starts from the login’s code, refuses a code of the wrong shape, and saves a new one', async () => {
    const save = jest.spyOn(shopApi, 'setOperatorCode').mockResolvedValue({ success: true });
    const onClose = jest.fn();
    renderWithShop(<OperatorCodeDialog worker={WORKER} onClose={onClose} />);
    expect(codeField()).toHaveValue('ab123cd456');
    await userEvent.clear(codeField());
    await userEvent.type(codeField(), 'AB12');
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    expect(await screen.findByText(FISCAL_FORMAT_MESSAGES.operatorCode)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await userEvent.clear(codeField());
    await userEvent.type(codeField(), 'xy987zw654');
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('worker-1', 'xy987zw654'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('removes the code when the field is emptied, and shows a code another login holds under the field', async () => {
    const detail = 'Ky kod operatori i përket një llogarie tjetër të biznesit. Çdo arkëtar ka kodin e vet.';
    const save = jest
      .spyOn(shopApi, 'setOperatorCode')
      .mockRejectedValueOnce(
        new ApiRequestError(409, detail, 'OPERATOR_CODE_TAKEN', {
          detail,
          code: 'OPERATOR_CODE_TAKEN',
          field: 'operatorCode',
        }),
      )
      .mockResolvedValueOnce({ success: true });
    const onClose = jest.fn();
    renderWithShop(<OperatorCodeDialog worker={WORKER} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.clear(codeField());
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    await waitFor(() => expect(save).toHaveBeenLastCalledWith('worker-1', null));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
