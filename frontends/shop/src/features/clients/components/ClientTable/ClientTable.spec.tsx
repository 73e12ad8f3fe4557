import { atShopTime } from '@repair-shop/web/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { ClientResponse } from '@repair-shop/contracts';
import { isFromDashboard } from '../../../../routes';
import { renderWithShop } from '../../../../test/render';
import { ClientTable } from './ClientTable';

const CLIENTS: ClientResponse[] = [
  {
    phoneKey: '049111222',
    name: 'Qëndrim Çeku',
    phone: '+383 49 111 222',
    jobCount: 3,
    totalSpent: 162.45,
    lastJobAt: atShopTime('2026-11-20 10:00'),
    note: null,
  },
  {
    phoneKey: '045777888',
    name: 'Drita Berisha',
    phone: '045 777 888',
    jobCount: 1,
    totalSpent: 0,
    lastJobAt: atShopTime('2026-10-02 10:00'),
    note: null,
  },
];

/** Where the row took the user, and whether "Kthehu" there comes back. */
function Opened() {
  const { pathname, state } = useLocation();
  return <p>Hapur: {`${pathname}${isFromDashboard(state) ? ' (nga lista)' : ''}`}</p>;
}

function renderTable() {
  renderWithShop(
    <Routes>
      <Route path="/dashboard/klientet" element={<ClientTable clients={CLIENTS} />} />
      <Route path="/dashboard/klientet/:phoneKey" element={<Opened />} />
    </Routes>,
    { path: '/dashboard/klientet' },
  );
}

describe('ClientTable', () => {
  it("lists each client's phone, jobs, spending and last visit, the name a link to their page", () => {
    renderTable();
    const [, first] = within(screen.getByRole('table', { name: 'Lista e klientëve' })).getAllByRole('row');
    expect(first).toHaveTextContent('+383 49 111 222');
    expect(first).toHaveTextContent('3 punë');
    expect(first).toHaveTextContent('162,45 €');
    expect(first).toHaveTextContent('20.11.2026');
    expect(screen.getByRole('link', { name: 'Qëndrim Çeku' })).toHaveAttribute('href', '/dashboard/klientet/049111222');
  });

  it('opens the client page from the name or anywhere on the row, to come back to the list', async () => {
    renderTable();
    await userEvent.click(screen.getByText('045 777 888'));
    expect(screen.getByText('Hapur: /dashboard/klientet/045777888 (nga lista)')).toBeInTheDocument();
  });

  it('opens it from the keyboard through the link', async () => {
    renderTable();
    screen.getByRole('link', { name: 'Qëndrim Çeku' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Hapur: /dashboard/klientet/049111222 (nga lista)')).toBeInTheDocument();
  });
});
