import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import type { JobMoney } from '@repair-shop/contracts';
import { testPayment } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { BALANCE_DUE, BALANCE_OWED } from '../../../../components/MoneyFigures/MoneyFigures';
import { MoneyPanel } from './MoneyPanel';

const MONEY: JobMoney = { currency: 'EUR', labour: 1200, parts: 34.5, total: 1234.5, paid: 20, balance: 1214.5 };

/** Where "Printo dëftesën" leads: the print remote's page of that job's payment. */
function ReceiptPage() {
  const { jobId, paymentId } = useParams();
  return <p>{`Dëftesa ${jobId}/${paymentId}`}</p>;
}

describe('MoneyPanel', () => {
  it("shows the server's total, paid and balance in the job's currency", () => {
    renderWithShop(<MoneyPanel jobId="job-1" money={MONEY} payments={[]} />);
    expect(screen.getByRole('group', { name: 'Totali' })).toHaveTextContent('1.234,50 €');
    expect(screen.getByRole('group', { name: 'Totali' })).toHaveTextContent('Puna 1.200,00 € + pjesët 34,50 €');
    expect(screen.getByRole('group', { name: 'Paguar' })).toHaveTextContent('20,00 €');
    expect(screen.getByRole('group', { name: BALANCE_DUE })).toHaveTextContent('1.214,50 €');
    expect(screen.getByText('Nuk është regjistruar ende asnjë pagesë.')).toBeInTheDocument();
  });

  it('writes lek without cents, and says when the shop owes the client', () => {
    renderWithShop(
      <MoneyPanel
        jobId="job-1"
        money={{ currency: 'ALL', labour: 1000, parts: 0, total: 1000, paid: 1500, balance: -500 }}
        payments={[]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Totali' })).toHaveTextContent('1.000 L');
    expect(screen.queryByRole('group', { name: BALANCE_DUE })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: BALANCE_OWED })).toHaveTextContent('500 L');
  });

  it('lists each payment with its kind, method, amount, who took it, when, note and fiscal receipt', () => {
    renderWithShop(
      <MoneyPanel
        jobId="job-1"
        money={MONEY}
        payments={[
          testPayment({}),
          testPayment({
            id: 'pay-2',
            kind: 'refund',
            method: 'bank',
            amount: 5,
            note: 'Gabim në shumë',
            fiscalReceiptNumber: 'K-77',
          }),
        ]}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Lista e pagesave' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Paradhënie');
    expect(rows[0]).toHaveTextContent('Para në dorë');
    expect(rows[0]).toHaveTextContent('20,00 €');
    expect(rows[0]).toHaveTextContent('Arta Morina · 23.11.2026, 09:05');
    expect(rows[1]).toHaveTextContent('Kthim parash');
    expect(rows[1]).toHaveTextContent('Transfer bankar');
    expect(rows[1]).toHaveTextContent('−5,00 €');
    expect(rows[1]).toHaveTextContent('Gabim në shumë');
    expect(rows[1]).toHaveTextContent('Kuponi fiskal nr. K-77');
  });

  it('opens "Merr pagesë" with the balance, without a refund for a technician', async () => {
    renderWithShop(<MoneyPanel jobId="job-1" money={MONEY} payments={[]} />, { role: 'technician' });
    await userEvent.click(screen.getByRole('button', { name: 'Merr pagesë' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merr pagesë' });
    expect(within(dialog).getByRole('textbox', { name: /Shuma/ })).toHaveValue('1214,50');
    expect(within(dialog).queryByRole('radio', { name: 'Kthim parash' })).not.toBeInTheDocument();
  });

  it("opens each payment's receipt in the print remote", async () => {
    renderWithShop(
      <Routes>
        <Route
          path="/"
          element={
            <MoneyPanel
              jobId="job-1"
              money={MONEY}
              payments={[testPayment({}), testPayment({ id: 'pay-2', kind: 'payment', amount: 30 })]}
            />
          }
        />
        <Route path="/print/payment-receipt/:jobId/:paymentId" element={<ReceiptPage />} />
      </Routes>,
    );
    const rows = within(screen.getByRole('list', { name: 'Lista e pagesave' })).getAllByRole('listitem');
    expect(within(rows[0]).getByRole('button', { name: 'Printo dëftesën' })).toBeInTheDocument();
    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Printo dëftesën' }));
    expect(await screen.findByText('Dëftesa job-1/pay-2')).toBeInTheDocument();
  });
});
