import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '../../../../test/render';
import { DEVICE_LOCK_KIND_MISSING, DeviceLockDialog } from './DeviceLockDialog';

describe('DeviceLockDialog', () => {
  it('starts on PIN, says in Albanian what is wrong on saving, clears it on typing and saves the code', async () => {
    const onSave = jest.fn();
    renderWithShop(<DeviceLockDialog opened saving={false} onClose={jest.fn()} onSave={onSave} />);
    const save = await screen.findByRole('button', { name: 'Ruaj kodin' });

    await userEvent.click(save);
    expect(await screen.findByText('Shkruani PIN-in e pajisjes.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('PIN-i i pajisjes'), '12');
    expect(screen.queryByText('Shkruani PIN-in e pajisjes.')).not.toBeInTheDocument();
    await userEvent.click(save);
    expect(await screen.findByText(/^PIN-i ka vetëm shifra/)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('PIN-i i pajisjes'), '34');
    await userEvent.click(save);
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ request: { kind: 'pin', value: '1234' } })),
    );
  });

  it('asks for a kind of code when "Pa kod" is chosen', async () => {
    const onSave = jest.fn();
    renderWithShop(<DeviceLockDialog opened saving={false} onClose={jest.fn()} onSave={onSave} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Pa kod' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj kodin' }));
    expect(await screen.findByText(DEVICE_LOCK_KIND_MISSING)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
