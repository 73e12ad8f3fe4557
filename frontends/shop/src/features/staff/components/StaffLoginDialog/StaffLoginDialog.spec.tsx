import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffInvitationResponse, WorkerResponse } from '@repair-shop/contracts';
import { FORM_TEXTS, REQUIRED_TEXT, shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { StaffLoginDialog } from './StaffLoginDialog';

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

const INVITATION: StaffInvitationResponse = {
  success: true,
  inviteUrl: 'https://servisi.example/invite/abc',
  email: 'teuta@example.com',
  emailDelivery: 'sent',
};

const email = () => screen.getByRole('textbox', { name: /^Email i punëtorit/ });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Krijo llogarinë' }));

afterEach(() => jest.restoreAllMocks());

describe('StaffLoginDialog', () => {
  it('says in Albanian, next to the empty email, that it is required, sends nothing, and clears the mark as it is typed in', async () => {
    const inviteStaff = jest.spyOn(shopApi, 'inviteStaff');
    renderWithShop(<StaffLoginDialog worker={WORKER} onClose={jest.fn()} />);
    expect(email().closest('form')).toHaveAttribute('novalidate');
    expect(email()).not.toBeRequired();
    await waitFor(() => expect(email()).toHaveFocus());
    await userEvent.type(email(), '  ');
    await submit();
    expect(await screen.findByText(REQUIRED_TEXT)).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(inviteStaff).not.toHaveBeenCalled();
    await userEvent.type(email(), 't');
    expect(screen.queryByText(REQUIRED_TEXT)).not.toBeInTheDocument();
  });

  it('says in Albanian, next to the email, when it is not an email address, and sends nothing', async () => {
    const inviteStaff = jest.spyOn(shopApi, 'inviteStaff');
    renderWithShop(<StaffLoginDialog worker={WORKER} onClose={jest.fn()} />);
    await userEvent.type(email(), 'teuta.example.com');
    await submit();
    expect(await screen.findByText(FORM_TEXTS.email)).toBeInTheDocument();
    expect(inviteStaff).not.toHaveBeenCalled();
  });

  it('gives a technician login by default, to the email trimmed, and shows the link to send', async () => {
    const inviteStaff = jest.spyOn(shopApi, 'inviteStaff').mockResolvedValue(INVITATION);
    renderWithShop(<StaffLoginDialog worker={WORKER} onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Hyrje për Teuta Gashi' })).toBeInTheDocument();
    await userEvent.type(email(), ' teuta@example.com ');
    await submit();
    expect(await screen.findByDisplayValue(INVITATION.inviteUrl)).toBeInTheDocument();
    expect(inviteStaff).toHaveBeenCalledWith('worker-1', { email: 'teuta@example.com', role: 'technician' });
  });

  it('says the invitation was emailed, and to whom, only when the mail server took it', async () => {
    jest.spyOn(shopApi, 'inviteStaff').mockResolvedValue(INVITATION);
    renderWithShop(<StaffLoginDialog worker={WORKER} onClose={jest.fn()} />);
    await userEvent.type(email(), 'teuta@example.com');
    await submit();
    expect(await screen.findByText('Ftesa u dërgua me email')).toBeInTheDocument();
    expect(screen.getByText(/U dërgua te teuta@example\.com\./)).toBeInTheDocument();
  });

  it.each([
    ['not_configured', 'Nuk u dërgua asnjë email', /Ky server nuk është konfiguruar të dërgojë email\./],
    ['failed', 'Email-i nuk u dërgua', /Serveri i postës nuk e pranoi email-in për teuta@example\.com\./],
  ] as const)(
    'says no email went out (%s), and offers the link to the worker’s Viber and WhatsApp',
    async (emailDelivery, title, text) => {
      jest.spyOn(shopApi, 'inviteStaff').mockResolvedValue({ ...INVITATION, emailDelivery });
      renderWithShop(<StaffLoginDialog worker={WORKER} onClose={jest.fn()} />);
      await userEvent.type(email(), 'teuta@example.com');
      await submit();
      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.queryByText(/u dërgua me email/)).not.toBeInTheDocument();
      expect(screen.getByDisplayValue(INVITATION.inviteUrl)).toBeInTheDocument();
      const viber = screen.getByRole('link', { name: 'Viber' });
      expect(viber.getAttribute('href')).toMatch(/^viber:\/\/chat\/\?number=%2B38344123456&draft=/);
      expect(decodeURIComponent(viber.getAttribute('href') ?? '')).toContain(INVITATION.inviteUrl);
      expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
        /^https:\/\/wa\.me\/38344123456\?text=/,
      );
      expect(screen.getByRole('button', { name: 'Kopjo lidhjen' })).toBeInTheDocument();
    },
  );

  it('gives a manager login when chosen', async () => {
    const inviteStaff = jest.spyOn(shopApi, 'inviteStaff').mockResolvedValue(INVITATION);
    renderWithShop(<StaffLoginDialog worker={WORKER} onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Menaxher' }));
    expect(screen.getByText(/Bën gjithçka në dyqan/)).toBeInTheDocument();
    await userEvent.type(email(), 'arben@example.com');
    await submit();
    await waitFor(() =>
      expect(inviteStaff).toHaveBeenCalledWith('worker-1', { email: 'arben@example.com', role: 'manager' }),
    );
  });

  it('starts over once closed: no email, a technician', async () => {
    const onClose = jest.fn();
    const { rerender } = renderWithShop(<StaffLoginDialog worker={WORKER} onClose={onClose} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Menaxher' }));
    await userEvent.type(email(), 'arben@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Anulo' }));
    expect(onClose).toHaveBeenCalled();
    rerender(<StaffLoginDialog worker={null} onClose={onClose} />);
    rerender(<StaffLoginDialog worker={WORKER} onClose={onClose} />);
    expect(email()).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Teknik' })).toBeChecked();
  });
});
