import type { BusinessResponse, JobResponse } from '@repair-shop/contracts';
import { COUNTRY_LABELS } from '@repair-shop/contracts';
import { WARRANTY_DAYS, formatDate, formatMoney, invoiceNumber } from '@repair-shop/web';
import { PriceInput } from '../PriceInput/PriceInput';
import './Invoice.css';

interface Props {
  job: JobResponse;
  business: BusinessResponse | null;
  /** The price as typed (edited on screen only). */
  priceInput: string;
  /** The parsed price (non-numeric is 0). */
  price: number;
  onPriceChange: (value: string) => void;
  issuedAt: Date;
}

const QUANTITY = 1;

/** An A4 invoice for one job; on paper the price is the formatted amount, never the input. */
export function Invoice({ job, business, priceInput, price, onPriceChange, issuedAt }: Props) {
  const total = price * QUANTITY;
  return (
    <div className="invoice-sheet">
      <article className="invoice-paper" aria-label="Fatura">
        <header className="invoice-head">
          <div>
            <div className="invoice-shop-name">{business?.businessName ?? 'Servisi'}</div>
            {business && (
              <div className="invoice-muted">
                <div>Tel: {business.contactNumber}</div>
                <div>
                  {business.city}, {COUNTRY_LABELS[business.country] ?? business.country}
                </div>
              </div>
            )}
          </div>
          <div className="invoice-title">
            <h1>FATURË</h1>
            <div>
              Nr. <strong>{invoiceNumber(job.id)}</strong>
            </div>
            <div>Data: {formatDate(issuedAt)}</div>
          </div>
        </header>

        <section className="invoice-parties">
          <div className="invoice-box">
            <h2>Klienti</h2>
            <p>
              <strong>{job.clientName}</strong>
            </p>
            <p>Tel: {job.clientPhone}</p>
          </div>
          <div className="invoice-box">
            <h2>Pajisja</h2>
            <p>
              <strong>{job.deviceModel}</strong>
            </p>
            <p>IMEI: {job.deviceImei}</p>
            <p className="invoice-muted">Pranuar më: {formatDate(job.createdAt)}</p>
          </div>
        </section>

        <div className="invoice-lines-wrap">
          <table className="invoice-lines">
            <thead>
              <tr>
                <th>Përshkrimi i punës</th>
                <th className="invoice-num">Sasia</th>
                <th className="invoice-num">Çmimi</th>
                <th className="invoice-num">Totali</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{job.workDescription}</td>
                <td className="invoice-num">{QUANTITY}</td>
                <td className="invoice-num">
                  <PriceInput value={priceInput} onChange={onPriceChange} />
                  <span className="print-only">{formatMoney(price)}</span>
                </td>
                <td className="invoice-num">{formatMoney(total)}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr className="invoice-total">
                <td colSpan={3}>Totali për pagesë</td>
                <td className="invoice-num" data-testid="invoice-total">
                  {formatMoney(total)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>

        <ul className="invoice-notes">
          <li>Garancia: {WARRANTY_DAYS} ditë për punën e kryer.</li>
          <li>Pagesa kryhet në marrjen e pajisjes.</li>
        </ul>
        <p className="invoice-thanks">Faleminderit për besimin!</p>
      </article>
    </div>
  );
}
