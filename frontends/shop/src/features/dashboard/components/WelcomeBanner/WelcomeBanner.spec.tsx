import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '../../../../test/render';
import { WelcomeBanner } from './WelcomeBanner';

const noop = () => undefined;
const base = {
  firstName: 'Arta',
  hasJobs: false,
  addingSelf: false,
  onAddWorker: noop,
  onAddJob: noop,
  onDismiss: noop,
};

describe('WelcomeBanner', () => {
  it('asks for the business first, before any worker or job', () => {
    renderWithShop(<WelcomeBanner {...base} businessRegistered={false} hasWorkers={false} onAddSelf={noop} />, {
      business: null,
    });
    expect(screen.getByRole('link', { name: 'Regjistro biznesin' })).toHaveAttribute('href', '/business-register');
    expect(screen.queryByRole('button', { name: 'Shto një punëtor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Shto veten si punëtor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regjistro pajisjen e parë' })).not.toBeInTheDocument();
  });

  it('with the business registered, offers to add the owner as the first worker', async () => {
    const addSelf = jest.fn();
    renderWithShop(<WelcomeBanner {...base} businessRegistered hasWorkers={false} onAddSelf={addSelf} />);
    expect(screen.queryByRole('link', { name: 'Regjistro biznesin' })).not.toBeInTheDocument();
    expect(screen.getAllByText('U bë')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Shto veten si punëtor' }));
    expect(addSelf).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Regjistro pajisjen e parë' })).not.toBeInTheDocument();
  });

  it('once someone works in the shop, leads to the first job', async () => {
    const addJob = jest.fn();
    renderWithShop(<WelcomeBanner {...base} businessRegistered hasWorkers onAddJob={addJob} />);
    expect(screen.getAllByText('U bë')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Regjistro pajisjen e parë' }));
    expect(addJob).toHaveBeenCalledTimes(1);
  });

  it('ticks the last step once the shop has had a job, and offers no first job any more', () => {
    renderWithShop(<WelcomeBanner {...base} businessRegistered hasWorkers hasJobs />);
    expect(screen.getAllByText('U bë')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Regjistro pajisjen e parë' })).not.toBeInTheDocument();
  });
});
