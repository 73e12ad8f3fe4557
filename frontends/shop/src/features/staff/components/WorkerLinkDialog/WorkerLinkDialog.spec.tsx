import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkerLoginLinkResponse, WorkerResponse } from '@repair-shop/contracts';
import { shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { WorkerLinkDialog } from './WorkerLinkDialog';

const WORKER: WorkerResponse = {
  id: 'worker-2',
  firstName: 'Teuta',
  lastName: 'Gashi',
  phoneNumber: '044 123 456',
  createdAt: '2026-01-10T09:00:00.000Z',
  activeJobCount: 0,
  login: { email: 'teuta@example.com', role: 'technician', accepted: true, operatorCode: null },
  active: true,
};

const LINK: WorkerLoginLinkResponse = {
  success: true,
  kind: 'password',
  url: 'https://servisi.example/reset-password/xyz',
  email: 'teuta@example.com',
  emailDelivery: 'not_configured',
  validHours: 1,
};

afterEach(() => jest.restoreAllMocks());

describe('WorkerLinkDialog', () => {
  it('makes a new password’s link for a worker who forgot it only when asked, and says it was not emailed', async () => {
    const newLink = jest.spyOn(shopApi, 'newStaffLoginLink').mockResolvedValue(LINK);
    renderWithShop(<WorkerLinkDialog worker={WORKER} onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Fjalëkalim i ri për Teuta Gashi' })).toBeInTheDocument();
    expect(newLink).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Krijo lidhjen' }));
    expect(await screen.findByRole('textbox', { name: 'Lidhja për fjalëkalimin e ri' })).toHaveValue(LINK.url);
    expect(newLink).toHaveBeenCalledWith('worker-2');
    expect(screen.getByText('Nuk u dërgua asnjë email')).toBeInTheDocument();
    expect(screen.getByText(/Me këtë lidhje Teuta zgjedh një fjalëkalim të ri, brenda një ore\./)).toBeInTheDocument();
    expect(decodeURIComponent(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href') ?? '')).toContain(
      LINK.url,
    );
  });

  it('sends an invitation not yet accepted again, saying to whom it was emailed', async () => {
    jest.spyOn(shopApi, 'newStaffLoginLink').mockResolvedValue({
      ...LINK,
      kind: 'invitation',
      url: 'https://servisi.example/invite/abc',
      emailDelivery: 'sent',
      validHours: 72,
    });
    renderWithShop(
      <WorkerLinkDialog
        worker={{
          ...WORKER,
          login: { email: 'teuta@example.com', role: 'technician', accepted: false, operatorCode: null },
        }}
        onClose={jest.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Ftesë e re për Teuta Gashi' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Krijo lidhjen' }));
    expect(await screen.findByText('Ftesa u dërgua me email')).toBeInTheDocument();
    expect(screen.getByText(/U dërgua te teuta@example\.com\./)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Lidhja e ftesës' })).toHaveValue('https://servisi.example/invite/abc');
  });
});
