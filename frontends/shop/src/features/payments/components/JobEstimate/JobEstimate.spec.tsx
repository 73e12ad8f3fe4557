import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { chatLink, type ChatDraft, type EstimateResponse, type JobChatDraftsResponse } from '@repair-shop/contracts';
import { queryKeys, shopApi } from '@repair-shop/web';
import { testDetail, atShopTime } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { ESTIMATE_NOT_TEXTED, ESTIMATE_TEXTED } from '../../hooks/use-estimate';
import { JobEstimate } from './JobEstimate';

afterEach(() => jest.restoreAllMocks());

const ESTIMATE: EstimateResponse = {
  id: 'est-1',
  price: 45.5,
  note: 'Ekran origjinal',
  sentAt: atShopTime('2026-11-24 10:15'),
  answer: null,
  answeredAt: null,
};

const ESTIMATE_TEXT =
  'Përshëndetje Blerta Çeku, riparimi i pajisjes Samsung Galaxy S23 kushton 45,50 €. Pranojeni ose refuzojeni këtu: https://servisi.app/gjurmo/gjurmo-token-123 Servisi Arta';
const status: ChatDraft = { text: 'Përshëndetje Blerta Çeku, pajisja juaj u pranua.', defaultText: false, links: null };
const DRAFTS: JobChatDraftsResponse = {
  phone: '+38345321654',
  status,
  reminder: status,
  estimate: {
    text: ESTIMATE_TEXT,
    defaultText: false,
    links: {
      viber: chatLink('viber', '+38345321654', ESTIMATE_TEXT),
      whatsapp: chatLink('whatsapp', '+38345321654', ESTIMATE_TEXT),
    },
  },
};

describe('JobEstimate', () => {
  it('sends an estimate with its price and note, and puts it in the cached job at once', async () => {
    const send = jest
      .spyOn(shopApi, 'sendEstimate')
      .mockResolvedValue({ success: true, estimate: ESTIMATE, smsQueued: true });
    const shown = jest.spyOn(notifications, 'show').mockReturnValue('');
    jest.spyOn(shopApi, 'chatDrafts').mockResolvedValue(DRAFTS);
    jest.spyOn(shopApi, 'job').mockResolvedValue(testDetail({ estimate: ESTIMATE }));
    const { queryClient } = renderWithShop(<JobEstimate jobId="j1" estimate={null} parts={0} />, {
      cached: [[queryKeys.job('j1'), testDetail()]],
    });
    expect(screen.getByText(/nuk i është dërguar asnjë preventiv/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Dërgo preventiv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dërgo preventiv' });
    await userEvent.click(screen.getByRole('button', { name: 'Dërgo te klienti' }));
    expect(await screen.findByText('Shkruani një çmim të vlefshëm, p.sh. 25 ose 25,50')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /Çmimi/ }), '45,50');
    await userEvent.type(screen.getByRole('textbox', { name: /Çfarë përfshin/ }), ' Ekran origjinal ');
    await userEvent.click(screen.getByRole('button', { name: 'Dërgo te klienti' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith('j1', { price: 45.5, note: 'Ekran origjinal' }));
    await waitFor(() =>
      expect(queryClient.getQueryData<{ estimate: EstimateResponse }>(queryKeys.job('j1'))?.estimate).toEqual(ESTIMATE),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: ESTIMATE_TEXTED }));
  });

  it('says plainly that no SMS went when the shop does not text estimates, and offers Viber and WhatsApp with the estimate', async () => {
    jest.spyOn(shopApi, 'sendEstimate').mockResolvedValue({ success: true, estimate: ESTIMATE, smsQueued: false });
    jest.spyOn(shopApi, 'job').mockImplementation(() => new Promise(() => undefined));
    const drafts = jest.spyOn(shopApi, 'chatDrafts').mockResolvedValue(DRAFTS);
    const opened = jest.spyOn(shopApi, 'chatOpened').mockResolvedValue({
      success: true,
      entry: { id: 'e1', message: '', createdAt: '', type: 'contact', status: null, author: null },
    });
    const shown = jest.spyOn(notifications, 'show').mockReturnValue('');
    const { rerender } = renderWithShop(<JobEstimate jobId="j1" estimate={null} parts={0} />, {
      cached: [[queryKeys.job('j1'), testDetail()]],
    });
    expect(drafts).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Dërgo preventiv' }));
    await screen.findByRole('dialog', { name: 'Dërgo preventiv' });
    await userEvent.type(screen.getByRole('textbox', { name: /Çmimi/ }), '45,50');
    await userEvent.click(screen.getByRole('button', { name: 'Dërgo te klienti' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: ESTIMATE_NOT_TEXTED })));

    // The page shows the estimate sent: its message, with the price and the link, in the chat apps.
    rerender(<JobEstimate jobId="j1" estimate={ESTIMATE} parts={0} />);
    const viber = await screen.findByRole('link', { name: 'Viber' });
    expect(viber).toHaveAttribute('href', DRAFTS.estimate?.links?.viber);
    expect(decodeURIComponent(viber.getAttribute('href') ?? '')).toContain(
      'kushton 45,50 €. Pranojeni ose refuzojeni këtu: https://servisi.app/gjurmo/',
    );
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    await userEvent.click(screen.getByRole('link', { name: 'WhatsApp' }));
    document.removeEventListener('click', stay);
    expect(opened).toHaveBeenCalledWith('j1', { app: 'whatsapp', purpose: 'estimate' });

    // Answered, there is nothing more to send.
    rerender(
      <JobEstimate
        jobId="j1"
        estimate={{ ...ESTIMATE, answer: 'rejected', answeredAt: atShopTime('2026-11-24 11:00') }}
        parts={0}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Viber' })).not.toBeInTheDocument();
  });

  it('shows where the estimate stands, and warns that a new one replaces an unanswered one', async () => {
    const { rerender } = renderWithShop(<JobEstimate jobId="j1" estimate={ESTIMATE} parts={0} />);
    expect(screen.getByLabelText('Gjendja e preventivit')).toHaveTextContent('Në pritje të klientit');
    expect(screen.getByText('45,50 €')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dërgo preventiv të ri' }));
    expect(await screen.findByText(/zëvendëson atë të mëparshmin/)).toBeInTheDocument();

    rerender(
      <JobEstimate
        jobId="j1"
        estimate={{ ...ESTIMATE, answer: 'accepted', answeredAt: atShopTime('2026-11-24 11:00') }}
        parts={0}
      />,
    );
    expect(screen.getByLabelText('Gjendja e preventivit')).toHaveTextContent('Pranuar');
    expect(screen.getByText(/Pranuar nga klienti më 24\.11\.2026, 11:00/)).toBeInTheDocument();
  });

  it('asks for the price of the labour, and says what the parts used so far add to it', async () => {
    renderWithShop(<JobEstimate jobId="j1" estimate={ESTIMATE} parts={25.5} />);
    expect(screen.getByText('për punën, pa pjesët')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dërgo preventiv të ri' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dërgo preventiv' });
    expect(dialog).toHaveTextContent('Pjesët e përdorura deri tani (25,50 €) shtohen mbi këtë çmim.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Çmimi i punës \(pa pjesët\)/ }), '45,50');
    expect(dialog).toHaveTextContent('Me pjesët e përdorura deri tani, klienti paguan 45,50 € + 25,50 € = 71,00 €.');
  });
});
