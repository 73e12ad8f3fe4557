import type { Currency, JobPartLineResponse, JobResponse } from '@repair-shop/contracts';
import { currencySymbol, formatMoney } from '@repair-shop/web';
import { lineTotal } from '../../utils/line-total';
import { PriceInput } from '../PriceInput/PriceInput';

interface Props {
  job: JobResponse;
  parts: JobPartLineResponse[];
  currency: Currency;
  /** The labour price as typed (edited on screen only). */
  priceInput: string;
  /** The parsed labour price (non-numeric is 0). */
  price: number;
  /** Without it the price is printed as it is, not edited (the print station's invoice). */
  onPriceChange?: (value: string) => void;
}

const LABOUR_QUANTITY = 1;

/** The invoice's lines: the work (its price editable on screen when it may change, the amount on paper), then each part used. */
export function InvoiceLines({ job, parts, currency, priceInput, price, onPriceChange }: Props) {
  const format = (amount: number) => formatMoney(amount, currency);
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
            <td className="invoice-num">
              {onPriceChange ? (
                <>
                  <PriceInput value={priceInput} onChange={onPriceChange} symbol={currencySymbol(currency)} />
                  <span className="print-only">{format(price)}</span>
                </>
              ) : (
                format(price)
              )}
            </td>
            <td className="invoice-num">{format(lineTotal(price, LABOUR_QUANTITY))}</td>
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
