import type { Currency, JobPartLineResponse, JobResponse } from '@repair-shop/contracts';
import { formatMoney } from '@repair-shop/web';
import { lineTotal } from '../../utils/line-total';

interface Props {
  job: JobResponse;
  parts: JobPartLineResponse[];
  currency: Currency;
}

const LABOUR_QUANTITY = 1;

/** Written where a job has no price yet: no amount is made up (the server's totals count none for it). */
export const NO_PRICE = '—';

/** The invoice's lines: the work at the job's price, then each part used. */
export function InvoiceLines({ job, parts, currency }: Props) {
  const format = (amount: number) => formatMoney(amount, currency);
  const price = job.estimatedPrice;
  return (
    <div className="invoice-lines-wrap">
      <table className="invoice-lines" aria-label="Rreshtat e faturës">
        <thead>
          <tr>
            <th>Përshkrimi</th>
            <th className="invoice-num">Sasia</th>
            <th className="invoice-num">Çmimi</th>
            <th className="invoice-num">Totali</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{job.workDescription}</td>
            <td className="invoice-num">{LABOUR_QUANTITY}</td>
            <td className="invoice-num" data-testid="invoice-labour-price">
              {price === null ? NO_PRICE : format(price)}
            </td>
            <td className="invoice-num">{price === null ? NO_PRICE : format(lineTotal(price, LABOUR_QUANTITY))}</td>
          </tr>
          {parts.map((line) => (
            <tr key={line.id}>
              <td>
                {line.name}
                {line.code && <span className="a4-muted"> · {line.code}</span>}
              </td>
              <td className="invoice-num">{line.quantity}</td>
              <td className="invoice-num">{format(line.salePrice)}</td>
              <td className="invoice-num">{format(lineTotal(line.salePrice, line.quantity))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
