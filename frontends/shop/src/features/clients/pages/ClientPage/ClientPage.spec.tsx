import { atShopTime } from '@repair-shop/web/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { ClientDetailResponse, ClientJobResponse } from '@repair-shop/contracts';
import { ApiRequestError, shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { ClientPage } from './ClientPage';

afterEach(() => jest.restoreAllMocks());

/** Where a button took the user. */
function Opened() {
  const { pathname, search } = useLocation();
  return <p>Hapur: {`${pathname}${search}`}</p>;
}

const CLIENT: ClientDetailResponse = {
  phoneKey: '049111222',
  name: 'Qëndrim Çeku',
  phone: '049 111 222',
  jobCount: 12,
  firstJobAt: atShopTime('2025-03-04 10:00'),
  lastJobAt: atShopTime('2026-11-20 10:00'),
  note: null,
  currency: 'EUR',
  totalSpent: 1162.45,
  balanceDue: 70.4,
};

const clientJob = (n: number, overrides: Partial<ClientJobResponse> = {}): ClientJobResponse => ({
  id: `0190a1b2-c3d4-7e5f-8a9b-0000000000${String(n).padStart(2, '0')}`,
  ticketCode: `0000${String(n).padStart(2, '0')}`,
  status: 'completed',
  deviceModel: `iPhone ${n}`,
  deviceIdKind: 'imei',
  deviceImei: '356938035643809',
  workDescription: 'Ekrani i thyer',
  createdAt: new Date(2026, 10, 20 - n, 10).toISOString(),
  total: 100.1,
  paid: 30,
  balance: 70.1,
  ...overrides,
});

/** The client page's own address, shown beside it. */
function Address() {
  const { search } = useLocation();
  return <p>Adresa: {search}</p>;
}

function renderPage(path = '/dashboard/klientet/049111222') {
  return renderWithShop(
    <Routes>
      <Route path="/dashboard/klientet" element={<Opened />} />
      <Route
        path="/dashboard/klientet/:phoneKey"
        element={
          <>
            <ClientPage />
            <Address />
          </>
        }
      />
      <Route path="/dashboard/pune/:jobId" element={<Opened />} />
    </Routes>,
    { path },
  );
}

describe('ClientPage', () => {
  it("shows the client's figures and their jobs, each with its total and what is still due or owed back", async () => {
    jest.spyOn(shopApi, 'client').mockResolvedValue(CLIENT);
    const pages = jest.spyOn(shopApi, 'clientJobPage').mockResolvedValue({
      items: [clientJob(1, { status: 'in_process', total: 80, paid: 100, balance: -20 }), clientJob(2)],
      total: 12,
    });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Qëndrim Çeku' })).toBeInTheDocument();
    expect(screen.getByText('049 111 222')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Punë' })).toHaveTextContent('12');
    expect(screen.getByRole('group', { name: 'Vizita e parë' })).toHaveTextContent('04.03.2025');
    expect(screen.getByRole('group', { name: 'Vizita e fundit' })).toHaveTextContent('20.11.2026');
    expect(screen.getByRole('group', { name: 'Shpenzuar' })).toHaveTextContent('1.162,45 €');
    expect(screen.getByRole('group', { name: 'Mbetja për pagesë' })).toHaveTextContent('70,40 €');
    expect(pages).toHaveBeenCalledWith('049111222', { limit: 10, offset: 0 });

    const table = await screen.findByRole('table', { name: 'Punët e klientit' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('#000001');
    expect(first).toHaveTextContent('iPhone 1');
    expect(first).toHaveTextContent('Në proces');
    expect(first).toHaveTextContent('80,00 €');
    expect(first).toHaveTextContent('20,00 € kthim');
    expect(second).toHaveTextContent('Përfunduar');
    expect(second).toHaveTextContent('70,10 €');
    // The same jobs as cards, for phones.
    expect(within(screen.getByRole('list', { name: 'Punët e klientit' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('1–10 nga 12 punë')).toBeInTheDocument();
  });

  it('offers a call, an SMS, Viber and WhatsApp to the number in international form, with a greeting', async () => {
    jest.spyOn(shopApi, 'client').mockResolvedValue(CLIENT);
    jest.spyOn(shopApi, 'clientJobPage').mockResolvedValue({ items: [], total: 0 });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Kontakto' }));
    const menu = await screen.findByRole('menu');
    const greeting = encodeURIComponent('Përshëndetje Qëndrim Çeku,');
    expect(within(menu).getByRole('menuitem', { name: 'Telefono' })).toHaveAttribute('href', 'tel:+38349111222');
    expect(within(menu).getByRole('menuitem', { name: 'SMS' })).toHaveAttribute(
      'href',
      `sms:+38349111222?body=${greeting}`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'Viber' })).toHaveAttribute(
      'href',
      `viber://chat/?number=%2B38349111222&draft=${greeting}`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/38349111222?text=${greeting}`,
    );
  });

  it('pages the jobs on the server, keeping the page in the address, and opens a job', async () => {
    jest.spyOn(shopApi, 'client').mockResolvedValue(CLIENT);
    const pages = jest.spyOn(shopApi, 'clientJobPage').mockImplementation(async (_key, query) => ({
      items: query.offset ? [clientJob(11), clientJob(12)] : [clientJob(1)],
      total: 12,
    }));
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Faqja 2' }));
    await waitFor(() => expect(pages).toHaveBeenLastCalledWith('049111222', { limit: 10, offset: 10 }));
    expect(screen.getByText('Adresa: ?faqja=2')).toBeInTheDocument();
    await userEvent.click((await screen.findAllByRole('button', { name: 'Shiko punën #000012' }))[0] as HTMLElement);
    expect(screen.getByText(`Hapur: /dashboard/pune/${clientJob(12).id}`)).toBeInTheDocument();
  });

  it('opens on the page in the address, and goes back to the Clients tab when opened from a link', async () => {
    jest.spyOn(shopApi, 'client').mockResolvedValue(CLIENT);
    const pages = jest.spyOn(shopApi, 'clientJobPage').mockResolvedValue({ items: [clientJob(11)], total: 12 });
    renderPage('/dashboard/klientet/049111222?faqja=2');
    await screen.findByRole('heading', { name: 'Qëndrim Çeku' });
    expect(pages).toHaveBeenCalledWith('049111222', { limit: 10, offset: 10 });
    await userEvent.click(screen.getByRole('button', { name: 'Kthehu' }));
    expect(screen.getByText('Hapur: /dashboard/klientet')).toBeInTheDocument();
  });

  it('says so when the shop has no such client', async () => {
    jest
      .spyOn(shopApi, 'client')
      .mockRejectedValue(new ApiRequestError(404, 'Klienti nuk u gjet.', 'CLIENT_NOT_FOUND'));
    const pages = jest.spyOn(shopApi, 'clientJobPage');
    renderPage('/dashboard/klientet/044000000');
    expect(await screen.findByRole('heading', { name: 'Klienti nuk u gjet.' })).toBeInTheDocument();
    expect(pages).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Te klientët' }));
    expect(screen.getByText('Hapur: /dashboard/klientet')).toBeInTheDocument();
  });
});
