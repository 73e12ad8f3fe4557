import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeviceLockSummary } from '@repair-shop/contracts';
import { queryKeys, shopApi } from '@repair-shop/web';
import { testDetail, atShopTime } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { JobDeviceLock } from './JobDeviceLock';

afterEach(() => jest.restoreAllMocks());

const SAVED: DeviceLockSummary = { kind: 'pattern', savedAt: atShopTime('2026-11-24 10:15') };

describe('JobDeviceLock', () => {
  it('saves a pattern drawn point by point, refusing one of fewer than 4 points', async () => {
    const save = jest.spyOn(shopApi, 'saveDeviceLock').mockResolvedValue({ success: true, deviceLock: SAVED });
    jest.spyOn(shopApi, 'job').mockResolvedValue(testDetail({ deviceLock: SAVED }));
    const { queryClient } = renderWithShop(<JobDeviceLock jobId="j1" deviceLock={null} />, {
      cached: [[queryKeys.job('j1'), testDetail()]],
    });
    expect(screen.getByText('Nuk është ruajtur asnjë kod për këtë pajisje.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ruaj kodin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ruaj kodin e zhbllokimit' });
    await userEvent.click(screen.getByRole('radio', { name: 'Model' }));
    for (const point of [1, 4, 7])
      fireEvent.keyDown(screen.getByRole('button', { name: new RegExp(`^Pika ${point}`) }), { key: 'Enter' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ruaj kodin' }));
    expect(await screen.findByText('Modeli duhet të lidhë të paktën 4 pika.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    // 7 → 9 passes over 8, which joins the pattern as on the phone.
    fireEvent.keyDown(screen.getByRole('button', { name: /^Pika 9/ }), { key: 'Enter' });
    expect(screen.getByRole('button', { name: /^Pika 8 \(e 4-ta\)/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ruaj kodin' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('j1', { kind: 'pattern', value: '14789' }));
    await waitFor(() =>
      expect(queryClient.getQueryData<{ deviceLock: DeviceLockSummary }>(queryKeys.job('j1'))?.deviceLock).toEqual(
        SAVED,
      ),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('shows the kind without the code, and the code only after "Shfaq kodin", until hidden', async () => {
    const reveal = jest
      .spyOn(shopApi, 'revealDeviceLock')
      .mockResolvedValue({ success: true, deviceLock: { kind: 'pin', savedAt: SAVED.savedAt, value: '4711' } });
    jest.spyOn(shopApi, 'job').mockResolvedValue(testDetail());
    renderWithShop(<JobDeviceLock jobId="j1" deviceLock={{ ...SAVED, kind: 'pin' }} />);
    expect(screen.getByLabelText('Kodi i ruajtur')).toHaveTextContent(/^PIN · ruajtur i koduar më 24\.11\.2026, 10:15/);
    expect(screen.queryByText('4711')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Shfaq kodin' }));
    expect(await screen.findByText('4711')).toBeInTheDocument();
    expect(reveal).toHaveBeenCalledWith('j1');
    expect(screen.getByText('Shfaqja u shënua në historik')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fshihe' }));
    expect(screen.queryByText('4711')).not.toBeInTheDocument();
  });

  it('draws a revealed pattern with the order of its points', async () => {
    jest
      .spyOn(shopApi, 'revealDeviceLock')
      .mockResolvedValue({ success: true, deviceLock: { ...SAVED, value: '3578' } });
    jest.spyOn(shopApi, 'job').mockResolvedValue(testDetail());
    renderWithShop(<JobDeviceLock jobId="j1" deviceLock={SAVED} />);
    await userEvent.click(screen.getByRole('button', { name: 'Shfaq kodin' }));
    expect(await screen.findByRole('img', { name: 'Modeli i zhbllokimit: 3 → 5 → 7 → 8' })).toBeInTheDocument();
  });
});
