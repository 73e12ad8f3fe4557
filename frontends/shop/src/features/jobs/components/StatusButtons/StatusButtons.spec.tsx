import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { READ_ONLY_REASON, type UserResponse } from '@repair-shop/contracts';
import { queryKeys } from '@repair-shop/web';
import { testUser } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { StatusButtons } from './StatusButtons';

describe('StatusButtons', () => {
  it('changes the status with a click', async () => {
    const onChange = jest.fn(() => Promise.resolve());
    renderWithShop(<StatusButtons current="new" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Gati' }));
    expect(onChange).toHaveBeenCalledWith('ready');
  });

  it('is disabled for a shop whose trial is over, and says why rather than failing after the click', async () => {
    const onChange = jest.fn(() => Promise.resolve());
    const expired: UserResponse = { ...testUser('owner'), isExpired: true, remainingDays: 0 };
    renderWithShop(<StatusButtons current="new" onChange={onChange} />, { cached: [[queryKeys.profile, expired]] });
    const ready = screen.getByRole('button', { name: 'Gati' });
    expect(ready).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(ready);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.hover(ready);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(READ_ONLY_REASON);
  });
});
