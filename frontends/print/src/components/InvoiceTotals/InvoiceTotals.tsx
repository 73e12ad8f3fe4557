import type { JobMoney } from '@repair-shop/contracts';
import { formatMoney } from '@repair-shop/web';

/** Total, paid and what is still due (or owed back to the client), as the server summed them. */
export function InvoiceTotals({ money }: { money: JobMoney }) {
  const format = (amount: number) => formatMoney(amount, money.currency);
  const owed = money.balance < 0;
  return (
    <table className="invoice-totals" aria-label="Shumat e faturës">
      <tbody>
        <tr className="invoice-total">
          <th scope="row">Totali</th>
          <td className="invoice-num" data-testid="invoice-total">
            {format(money.total)}
          </td>
        </tr>
        <tr>
          <th scope="row">Paguar</th>
          <td className="invoice-num" data-testid="invoice-paid">
            {format(money.paid)}
          </td>
        </tr>
        <tr className="invoice-balance">
          <th scope="row">{owed ? "Për t'u kthyer klientit" : 'Mbetja për pagesë'}</th>
          <td className="invoice-num" data-testid="invoice-balance">
            {format(Math.abs(money.balance))}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
