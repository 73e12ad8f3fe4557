import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatLink, type ChatDraft, type JobChatDraftsResponse } from '@repair-shop/contracts';
import { queryKeys, shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { NO_INTERNATIONAL_NUMBER } from '../../../../components/ChatLinks/ChatLinks';
import { JobClientChat } from './JobClientChat';

afterEach(() => jest.restoreAllMocks());

const PHONE = '+38345321654';
const READY =
  'Përshëndetje Blerta Çeku, pajisja juaj Samsung Galaxy S23 është gati. Mund ta merrni në Servisi Arta. Bileta: 0A1B2C.';

const draft = (text: string, phone: string | null = PHONE): ChatDraft => ({
  text,
  defaultText: false,
  links: phone ? { viber: chatLink('viber', phone, text), whatsapp: chatLink('whatsapp', phone, text) } : null,
});

const drafts = (overrides: Partial<JobChatDraftsResponse> = {}): JobChatDraftsResponse => ({
  phone: PHONE,
  status: draft(READY),
  reminder: draft('Kujtesë'),
  estimate: null,
  ...overrides,
});

/** The browser would leave for the app; jsdom cannot, and the test only reads where the link goes. */
function stayOnPage() {
  const stay = (event: Event) => event.preventDefault();
  document.addEventListener('click', stay);
  return () => document.removeEventListener('click', stay);
}

describe('JobClientChat', () => {
  it("holds the status's message in real Viber and WhatsApp links, ready before the tap", async () => {
    jest.spyOn(shopApi, 'chatDrafts').mockResolvedValue(drafts());
    renderWithShop(<JobClientChat jobId="j1" status="ready" clientPhone="045 321 654" />);
    const section = await screen.findByRole('region', { name: 'Shkruaji klientit' });
    expect(within(section).getByText(/Mesazhi i statusit «Gati» hapet në Viber ose WhatsApp/)).toBeInTheDocument();
    expect(await within(section).findByRole('group', { name: 'Mesazhi për klientin' })).toHaveTextContent(READY);
    expect(within(section).getByRole('link', { name: 'Viber' })).toHaveAttribute(
      'href',
      `viber://chat/?number=%2B38345321654&draft=${encodeURIComponent(READY)}`,
    );
    const whatsapp = within(section).getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', `https://wa.me/38345321654?text=${encodeURIComponent(READY)}`);
    expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  it('tells the server as the link opens, then asks for the job again for its history line', async () => {
    jest.spyOn(shopApi, 'chatDrafts').mockResolvedValue(drafts());
    const opened = jest.spyOn(shopApi, 'chatOpened').mockResolvedValue({
      success: true,
      entry: { id: 'e1', message: 'U hap Viber', createdAt: '', type: 'contact', status: null, author: null },
    });
    const { queryClient } = renderWithShop(<JobClientChat jobId="j1" status="ready" clientPhone="045 321 654" />);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const leave = stayOnPage();
    try {
      await userEvent.click(await screen.findByRole('link', { name: 'Viber' }));
    } finally {
      leave();
    }
    expect(opened).toHaveBeenCalledWith('j1', { app: 'viber', purpose: 'status' });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.job('j1') }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.jobAttention });
  });

  it('keeps the buttons, disabled and saying why, for a number that cannot be made international', async () => {
    jest.spyOn(shopApi, 'chatDrafts').mockResolvedValue(drafts({ phone: null, status: draft(READY, null) }));
    const opened = jest.spyOn(shopApi, 'chatOpened');
    renderWithShop(<JobClientChat jobId="j1" status="ready" clientPhone="123 456" />);
    expect(await screen.findByText(/Numri «123 456» nuk mund të shkruhet në formë ndërkombëtare/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Viber' })).not.toBeInTheDocument();
    const viber = screen.getByRole('button', { name: 'Viber' });
    expect(viber).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(viber);
    expect(await screen.findByText(NO_INTERNATIONAL_NUMBER)).toBeInTheDocument();
    await userEvent.click(viber);
    expect(opened).not.toHaveBeenCalled();
  });

  it("says when the shop's SMS text for the status is empty and the default one stands in", async () => {
    jest.spyOn(shopApi, 'chatDrafts').mockResolvedValue(drafts({ status: { ...draft(READY), defaultText: true } }));
    renderWithShop(<JobClientChat jobId="j1" status="completed" clientPhone="045 321 654" />);
    expect(
      await screen.findByText(
        /Teksti i SMS-së për këtë status është bosh te cilësimet, ndaj përdoret teksti fillestar\./,
      ),
    ).toBeInTheDocument();
  });
});
