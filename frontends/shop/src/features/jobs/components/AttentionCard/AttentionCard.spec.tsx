import { atShopTime } from '@repair-shop/web/testing';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatLink, type JobAttentionResponse, type PageQuery } from '@repair-shop/contracts';
import { ApiRequestError, queryKeys, shopApi, type Page } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { AttentionCard } from './AttentionCard';
import { SMS_REMINDER_BLOCKED, SMS_SENT_TODAY } from './attention-texts';

let shown: jest.SpyInstance;

beforeEach(() => {
  shown = jest.spyOn(notifications, 'show').mockReturnValue('');
});

afterEach(() => jest.restoreAllMocks());

const PHONE = '+38344123456';

function waiting(index: number, overrides: Partial<JobAttentionResponse> = {}): JobAttentionResponse {
  const text = `Përshëndetje Klienti ${index}, ju kujtojmë se pajisja juaj ndodhet te Servisi Arta.`;
  return {
    jobId: `job-${index}`,
    ticketCode: `A1B2C${index}`,
    status: 'ready',
    clientName: `Klienti ${index}`,
    clientPhone: '044 123 456',
    deviceModel: 'iPhone 13',
    assignedWorker: 'Besnik Gashi',
    reason: 'uncollected',
    since: atShopTime('2026-11-01 09:00'),
    days: 9,
    lastReminder: null,
    reminder: {
      text,
      defaultText: false,
      links: { viber: chatLink('viber', PHONE, text), whatsapp: chatLink('whatsapp', PHONE, text) },
    },
    smsReminderBlock: null,
    ...overrides,
  };
}

/** Answers each page asked for from `all`, as the server pages it. */
function serve(all: JobAttentionResponse[]) {
  return jest
    .spyOn(shopApi, 'attention')
    .mockImplementation(async ({ limit = 50, offset = 0 }: PageQuery = {}): Promise<Page<JobAttentionResponse>> => ({
      items: all.slice(offset, offset + limit),
      total: all.length,
    }));
}

describe('AttentionCard', () => {
  it('is not there when no job needs attention', async () => {
    const asked = serve([]);
    const { queryClient } = renderWithShop(<AttentionCard />);
    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.jobAttentionPage({ limit: 3 }))).toEqual({ items: [], total: 0 }),
    );
    expect(asked).toHaveBeenCalledWith({ limit: 3 });
    expect(screen.queryByRole('region', { name: 'Kërkon vëmendje' })).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows how many jobs wait, the first few with why and for how long, and all of them a page at a time', async () => {
    const all = [
      waiting(1, { days: 1 }),
      waiting(2, { reason: 'idle', status: 'in_process', days: 12 }),
      ...Array.from({ length: 11 }, (_, index) => waiting(index + 3)),
    ];
    serve(all);
    renderWithShop(<AttentionCard />);
    const card = await screen.findByRole('region', { name: 'Kërkon vëmendje' });
    expect(within(card).getByLabelText('13 punë')).toHaveTextContent('13');
    const rows = within(card).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Klienti 1 · iPhone 13 · #A1B2C1');
    expect(rows[0]).toHaveTextContent('Gati prej 1 dite, pa u marrë');
    expect(rows[1]).toHaveTextContent('Në proces, pa asnjë lëvizje prej 12 ditësh');
    expect(within(rows[0]).getByRole('link', { name: 'Klienti 1' })).toHaveAttribute('href', '/dashboard/pune/job-1');

    await userEvent.click(within(card).getByRole('button', { name: 'Shfaq të gjitha (13)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kërkon vëmendje' });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(10));
    expect(within(dialog).getByText('1–10 nga 13 punë')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Faqja 2' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(3));
    expect(within(dialog).getAllByRole('listitem')[2]).toHaveTextContent('Klienti 13');
  });

  it('sends the reminder SMS with one tap and then shows it sent today, its SMS button resting until tomorrow', async () => {
    const first = waiting(1);
    const all = [first];
    serve(all);
    const sent = jest.spyOn(shopApi, 'reminderSms').mockImplementation(async () => {
      all[0] = { ...first, lastReminder: { at: new Date().toISOString(), via: 'sms', today: true } };
      return {
        success: true,
        entry: { id: 'e1', message: '', createdAt: '', type: 'contact', status: null, author: null },
        reminder: { at: new Date().toISOString(), via: 'sms', today: true },
      };
    });
    renderWithShop(<AttentionCard />);
    const row = await screen.findByRole('listitem', { name: 'Klienti 1, iPhone 13' });
    await userEvent.click(within(row).getByRole('button', { name: 'SMS' }));
    expect(sent).toHaveBeenCalledWith('job-1');
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: "Kujtesa u vu në radhë për t'u dërguar me SMS." }),
      ),
    );
    const marked = await screen.findByRole('listitem', { name: 'Klienti 1, iPhone 13' });
    await waitFor(() => expect(within(marked).getByText('Kujtesa u dërgua sot me SMS')).toBeInTheDocument());
    const again = within(marked).getByRole('button', { name: 'SMS' });
    expect(again).toBeDisabled();
    await userEvent.hover(again.parentElement as HTMLElement);
    expect(await screen.findByText(SMS_SENT_TODAY)).toBeInTheDocument();
  });

  it.each([
    [
      'SMS off',
      'sms_off',
      'SMS-të janë të fikura (Biznesi → Njoftimet me SMS). Dërgojeni kujtesën me Viber ose WhatsApp.',
    ],
    [
      'no SMS gateway on the server',
      'no_gateway',
      'Serveri nuk ka portë SMS: mesazhi nuk do të arrinte te klienti. Dërgojeni kujtesën me Viber ose WhatsApp.',
    ],
  ] as const)(
    'with %s, rests the SMS button and says why and what to use instead, Viber and WhatsApp still open',
    async (_name, block, why) => {
      serve([waiting(1, { smsReminderBlock: block })]);
      const sent = jest.spyOn(shopApi, 'reminderSms');
      renderWithShop(<AttentionCard />);
      const row = await screen.findByRole('listitem', { name: 'Klienti 1, iPhone 13' });
      const sms = within(row).getByRole('button', { name: 'SMS' });
      expect(sms).toBeDisabled();
      await userEvent.click(sms);
      expect(sent).not.toHaveBeenCalled();
      await userEvent.hover(sms.parentElement as HTMLElement);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(why);
      expect(SMS_REMINDER_BLOCKED[block]).toBe(why);
      expect(within(row).getByRole('link', { name: 'Viber' })).toBeEnabled();
      expect(within(row).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\/wa\.me\//),
      );
    },
  );

  it("shows the server's refusal of a reminder SMS in Albanian", async () => {
    serve([waiting(1)]);
    jest
      .spyOn(shopApi, 'reminderSms')
      .mockRejectedValue(new ApiRequestError(409, 'SMS-të janë të fikura për këtë biznes.', 'SMS_OFF'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShop(<AttentionCard />);
    await userEvent.click(
      within(await screen.findByRole('listitem', { name: 'Klienti 1, iPhone 13' })).getByRole('button', {
        name: 'SMS',
      }),
    );
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: 'Gabim: SMS-të janë të fikura për këtë biznes.' }),
      ),
    );
  });

  it('opens the reminder in Viber or WhatsApp from a real link and tells the server, marking the job', async () => {
    const item = waiting(1);
    serve([item, waiting(2, { lastReminder: { at: atShopTime('2026-11-20 14:30'), via: 'whatsapp', today: false } })]);
    const opened = jest.spyOn(shopApi, 'chatOpened').mockResolvedValue({
      success: true,
      entry: { id: 'e1', message: '', createdAt: '', type: 'contact', status: null, author: null },
    });
    const { queryClient } = renderWithShop(<AttentionCard />);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const row = await screen.findByRole('listitem', { name: 'Klienti 1, iPhone 13' });
    expect(within(row).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', item.reminder.links?.whatsapp);
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    await userEvent.click(within(row).getByRole('link', { name: 'Viber' }));
    document.removeEventListener('click', stay);
    expect(opened).toHaveBeenCalledWith('job-1', { app: 'viber', purpose: 'reminder' });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.jobAttention }));
    expect(screen.getByRole('listitem', { name: 'Klienti 2, iPhone 13' })).toHaveTextContent(
      'Kujtesa e fundit: 20.11.2026, 14:30 (WhatsApp)',
    );
  });
});
