import { PAYMENT_METHOD_LABELS } from '@repair-shop/contracts';
import { formatMoney, type DayMethodTableProps } from '@repair-shop/web';

/** The A4 close's money in, out and net per payment method, as the server counted it. */
export function DayMethodTable({ label, lines, inHeader, outHeader, total, currency }: DayMethodTableProps) {
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
