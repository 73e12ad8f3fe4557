import {
  CASH_DEPOSIT_OPERATION_LABELS,
  type CashDepositResponse,
  type Currency,
  type DayCashDrawer as DayCashDrawerFigures,
} from '@repair-shop/contracts';
import { formatMoney } from '@repair-shop/web';
import { timeText } from '../../utils/day-text';

export const CASH_DRAWER_TITLE = 'Paratë në arkë';
export const CASH_DEPOSITS_TITLE = 'Fondi i arkës i regjistruar në tatime';

interface Props {
  drawer: DayCashDrawerFigures;
  deposits: CashDepositResponse[];
  currency: Currency;
}

/** The drawer's figures, in the order they add up to what it should hold; a withdrawal is money out. */
export function cashDrawerRows(drawer: DayCashDrawerFigures): [string, number][] {
  return [
    ['Fondi fillestar', drawer.initial],
    ['Para të shtuara në arkë', drawer.deposits],
    ['Para të tërhequra nga arka', -drawer.withdrawals],
    ['Pagesat dhe shitjet me para në dorë (pa kusurin dhe kthimet)', drawer.cashNet],
  ];
}

/** A deposit's amount as it moved the drawer: a withdrawal negative. The CIS's amounts have two decimals, exact as numbers. */
export const depositAmount = (deposit: CashDepositResponse): number =>
  deposit.operation === 'withdraw' ? -Number(deposit.amount) : Number(deposit.amount);

/**
 * An Albanian register's cash on the A4 day sheet: what the drawer should hold (the initial cash, cash put in and
 * taken out as registered with the CIS, the cash payments less cash refunds) and each registration of the day with
 * its FCDC, which the tax office can check.
 */
export function DayCashDrawer({ drawer, deposits, currency }: Props) {
  // Money out with the sheet's minus sign, as its refunds are.
  const format = (amount: number) =>
    amount < 0 ? `−${formatMoney(-amount, currency)}` : formatMoney(amount, currency);
  return (
    <section>
      <h2>{CASH_DRAWER_TITLE}</h2>
      <table className="day-figures" aria-label={CASH_DRAWER_TITLE}>
        <tbody>
          {cashDrawerRows(drawer).map(([label, amount]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="day-num">{format(amount)}</td>
            </tr>
          ))}
          <tr className="day-strong">
            <th scope="row">Paratë që duhet të jenë në arkë</th>
            <td className="day-num" data-testid="day-cash-expected">
              {format(drawer.expected)}
            </td>
          </tr>
        </tbody>
      </table>
      {deposits.length === 0 ? (
        <p className="a4-muted">Asnjë fond arke i regjistruar në këtë ditë.</p>
      ) : (
        <table className="day-table" aria-label={CASH_DEPOSITS_TITLE}>
          <thead>
            <tr>
              <th>Ora</th>
              <th>Veprimi</th>
              <th>Kodi i arkës</th>
              <th>FCDC</th>
              <th>Regjistroi</th>
              <th className="day-num">Shuma</th>
            </tr>
          </thead>
          <tbody>
            {deposits.map((deposit) => (
              <tr key={deposit.id}>
                <td>{timeText(deposit.createdAt)}</td>
                <td>{CASH_DEPOSIT_OPERATION_LABELS[deposit.operation]}</td>
                <td>{deposit.tcrCode}</td>
                <td>{deposit.fcdc}</td>
                <td>{deposit.registeredBy.name}</td>
                <td className="day-num">{format(depositAmount(deposit))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
