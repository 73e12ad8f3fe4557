import { atShopTime } from '@repair-shop/web/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EarlierJobResponse } from '@repair-shop/contracts';
import { renderWithShop } from '../../../../test/render';
import { EarlierJobs } from './EarlierJobs';

const earlierJob = (overrides: Partial<EarlierJobResponse>): EarlierJobResponse => ({
  id: '00000000-0000-4000-8000-00000000abc1',
  ticketCode: '000ABC1',
  status: 'completed',
  clientName: 'Blerta Çeku',
  clientPhone: '045 321 654',
  deviceModel: 'iPhone 13',
  deviceIdKind: 'imei',
  deviceImei: '356938035643809',
  workDescription: 'Ekrani i thyer',
  assignedWorker: 'Besnik Gashi',
  createdAt: atShopTime('2026-10-01 10:00'),
  completedAt: atShopTime('2026-10-03 10:00'),
  warrantyEndsAt: atShopTime('2026-11-02 10:00'),
  underWarranty: true,
  warrantyOfJobId: null,
  ...overrides,
});

describe('EarlierJobs', () => {
  it('shows nothing when the device and the client are new', () => {
    renderWithShop(
      <EarlierJobs
        jobs={[]}
        loading={false}
        warrantyOf={null}
        onWarrantyOfChange={() => undefined}
        onUse={() => undefined}
      />,
    );
    expect(screen.queryByText('Kjo pajisje ose ky klient ka ardhur më parë')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Duke kërkuar punët e mëparshme')).not.toBeInTheDocument();
  });

  it('lists the earlier jobs and offers a warranty return only for the one still under warranty', async () => {
    const chosen = jest.fn();
    const underWarranty = earlierJob({ ticketCode: 'ABC123' });
    const expired = earlierJob({
      id: 'old',
      ticketCode: 'OLD999',
      underWarranty: false,
      warrantyEndsAt: atShopTime('2026-06-01 10:00'),
    });
    renderWithShop(
      <EarlierJobs
        jobs={[underWarranty, expired]}
        loading={false}
        warrantyOf={null}
        onWarrantyOfChange={chosen}
        onUse={() => undefined}
      />,
    );

    const current = screen.getByRole('group', { name: 'Puna #ABC123' });
    expect(within(current).getByText(/në garanci deri më 02\.11\.2026/)).toBeInTheDocument();
    const old = screen.getByRole('group', { name: 'Puna #OLD999' });
    expect(within(old).getByText(/garancia skadoi më 01\.06\.2026/)).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: /Kthim në garanci/ })).not.toBeInTheDocument();

    await userEvent.click(within(current).getByRole('button', { name: 'Kthim në garanci' }));
    expect(chosen).toHaveBeenCalledWith(underWarranty.id);
  });

  it('says what the new job becomes once a return is chosen, and a second click undoes it', async () => {
    const chosen = jest.fn();
    const job = earlierJob({ ticketCode: 'ABC123' });
    renderWithShop(
      <EarlierJobs
        jobs={[job]}
        loading={false}
        warrantyOf={job.id}
        onWarrantyOfChange={chosen}
        onUse={() => undefined}
      />,
    );
    expect(screen.getByText('Puna e re regjistrohet si kthim në garanci e punës #ABC123.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kthim në garanci ✓' }));
    expect(chosen).toHaveBeenCalledWith(null);
  });

  it("offers every earlier job's client and device in one tap, beside the warranty return", async () => {
    const used = jest.fn();
    const chosen = jest.fn();
    const underWarranty = earlierJob({ ticketCode: 'ABC123' });
    const other = earlierJob({
      id: 'other',
      ticketCode: 'SER777',
      deviceIdKind: 'serial',
      deviceImei: 'C02XL0ABJG5H',
      underWarranty: false,
      warrantyEndsAt: null,
      status: 'in_process',
    });
    renderWithShop(
      <EarlierJobs
        jobs={[underWarranty, other]}
        loading={false}
        warrantyOf={null}
        onWarrantyOfChange={chosen}
        onUse={used}
      />,
    );

    await userEvent.click(
      within(screen.getByRole('group', { name: 'Puna #SER777' })).getByRole('button', { name: 'Përdor këtë' }),
    );
    expect(used).toHaveBeenCalledWith(other);
    const current = screen.getByRole('group', { name: 'Puna #ABC123' });
    await userEvent.click(within(current).getByRole('button', { name: 'Përdor këtë' }));
    expect(used).toHaveBeenLastCalledWith(underWarranty);
    // Taking a job's client and device does not make the new job its warranty return.
    expect(chosen).not.toHaveBeenCalled();
    expect(within(current).getByRole('button', { name: 'Kthim në garanci' })).toHaveAttribute('aria-pressed', 'false');
  });
});
