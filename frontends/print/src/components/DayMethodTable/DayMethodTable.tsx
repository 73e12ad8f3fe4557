import { PAYMENT_METHOD_LABELS, type Currency, type DayMoneyByMethod } from '@repair-shop/contracts';
import { formatMoney } from '@repair-shop/web';

interface Props {
  /** The table's name, said to a screen reader. */
  label: string;
  lines: DayMoneyByMethod[];
  /** What the money in and the money out are, as the columns say. */
  inHeader: string;
  outHeader: string;
  /** The day's totals, in the table's foot; none when not given. */
  total?: Omit<DayMoneyByMethod, 'method'>;
  currency: Currency;
}

/** The A4 close's money in, out and net per payment method, as the server counted it. */
export function DayMethodTable({ label, lines, inHeader, outHeader, total, currency }: Props) {
  const format = (amount: number) => formatMoney(amount, currency);
  return (
    <table className="day-table" aria-label={label}>
      <thead>
        <tr>
          <th>Mënyra</th>
          <th className="day-num">{inHeader}</th>
          <th className="day-num">{outHeader}</th>
          <th className="day-num">Neto</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.method}>
            <td>{PAYMENT_METHOD_LABELS[line.method]}</td>
            <td className="day-num">{format(line.in)}</td>
            <td className="day-num">{format(line.out)}</td>
            <td className="day-num">{format(line.net)}</td>
          </tr>
        ))}
      </tbody>
      {total && (
        <tfoot>
          <tr className="day-total">
            <th scope="row">Gjithsej</th>
            <td className="day-num">{format(total.in)}</td>
            <td className="day-num">{format(total.out)}</td>
            <td className="day-num" data-testid="day-net">
              {format(total.net)}
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
