import { PAYMENT_METHOD_LABELS, type BusinessResponse, type SaleResponse } from '@repair-shop/contracts';
import { formatDateTime, formatMoney } from '@repair-shop/web';
import { COPY_TEXT } from '../../utils/fiscal-fields';
import { lineVatRate, saleVatBreakdown } from '../../utils/sale-vat';
import { vatRateText } from '../../utils/tax-number';
import { A4Paper } from '../A4Paper/A4Paper';
import '../Invoice/Invoice.css';
import { InvoiceFiscal } from '../InvoiceFiscal/InvoiceFiscal';
import { InvoiceNotFiscal, InvoiceSeller } from '../InvoiceSeller/InvoiceSeller';
import { warrantyUntilText } from '../SaleReceipt/SaleReceipt';

interface Props {
  sale: SaleResponse;
  business: BusinessResponse | null;
  /** A return: the number of the sale it takes back, when known. */
  originalNumber: number | null;
  /** The sale's fiscal document that prints; none: the invoice says it is no fiscal receipt. */
  fiscalDocument?: SaleResponse['fiscalDocument'];
  /** The fiscal document's print is a reprint ("KOPJE"). */
  copy?: boolean;
}

const NO_RATE = '—';

/**
 * A counter sale's (or a return's) A4 invoice: the seller, the buyer when named, each line with its VAT rate,
 * the totals, the VAT of each rate split exactly from the gross prices, the payments and the fiscal document.
 */
export function SaleInvoice({ sale, business, originalNumber, fiscalDocument, copy = false }: Props) {
  const format = (amount: string) => formatMoney(Number(amount), sale.currency);
  const giveBack = sale.kind === 'return';
  const shopRate = business?.vatRate ?? null;
  const vat = saleVatBreakdown(sale.lines, shopRate);
  const documents = fiscalDocument ? [fiscalDocument] : [];
  const copies: ReadonlySet<string> = new Set(fiscalDocument && copy ? [fiscalDocument.id] : []);
  return (
    <A4Paper label="Fatura e shitjes" className="invoice-paper">
      <header className="a4-head invoice-head">
        <InvoiceSeller business={business} />
        <div className="a4-title invoice-title">
          <h1>{giveBack ? 'FATURË KTHIMI' : 'FATURË'}</h1>
          <div>
            Nr. <strong data-testid="invoice-number">{sale.number}</strong>
          </div>
          {giveBack && originalNumber !== null && <div>Kthim i shitjes nr. {originalNumber}</div>}
          <div>Data: {formatDateTime(sale.createdAt)}</div>
          {copy && (
            <div className="invoice-copy" data-testid="invoice-copy">
              {COPY_TEXT}
            </div>
          )}
        </div>
      </header>

      <section className="invoice-parties">
        <div className="invoice-box">
          <h2>Blerësi</h2>
          {sale.client ? (
            <>
              <p>
                <strong>{sale.client.name}</strong>
              </p>
              <p>Tel: {sale.client.phone}</p>
            </>
          ) : (
            <p className="a4-muted">Klient pa emër</p>
          )}
        </div>
        <div className="invoice-box">
          <h2>{giveBack ? 'Ktheu' : 'Shiti'}</h2>
          <p>{sale.soldBy.name}</p>
        </div>
      </section>

      <div className="invoice-lines-wrap">
        <table className="invoice-lines" aria-label="Rreshtat e faturës">
          <thead>
            <tr>
              <th>Përshkrimi</th>
              <th className="invoice-num">Sasia</th>
              <th className="invoice-num">Çmimi</th>
              <th className="invoice-num">Zbritja</th>
              <th className="invoice-num">TVSH</th>
              <th className="invoice-num">Totali</th>
            </tr>
          </thead>
          <tbody>
            {sale.lines.map((line) => {
              const rate = lineVatRate(line, shopRate);
              return (
                <tr key={line.id} data-testid="invoice-line">
                  <td>
                    {line.name}
                    {line.serial && <span className="a4-muted"> · IMEI/Nr. serial: {line.serial}</span>}
                    {line.warrantyUntil && <div className="a4-muted">{warrantyUntilText(line.warrantyUntil)}</div>}
                  </td>
                  <td className="invoice-num">{line.quantity}</td>
                  <td className="invoice-num">{format(line.unitPrice)}</td>
                  <td className="invoice-num">{Number(line.discount) > 0 ? `−${format(line.discount)}` : ''}</td>
                  <td className="invoice-num">{rate === null ? NO_RATE : vatRateText(Number(rate))}</td>
                  <td className="invoice-num">{format(line.total)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <table className="invoice-totals" aria-label="Shumat e faturës">
        <tbody>
          {Number(sale.discount) > 0 && (
            <>
              <tr>
                <th scope="row">Nëntotali</th>
                <td className="invoice-num">{format(sale.subtotal)}</td>
              </tr>
              <tr>
                <th scope="row">Zbritja</th>
                <td className="invoice-num" data-testid="invoice-discount">
                  −{format(sale.discount)}
                </td>
              </tr>
            </>
          )}
          <tr className="invoice-total">
            <th scope="row">{giveBack ? 'Kthyer klientit' : 'Totali'}</th>
            <td className="invoice-num" data-testid="invoice-total">
              {format(sale.total)}
            </td>
          </tr>
          <tr>
            <th scope="row">Paguar</th>
            <td className="invoice-num" data-testid="invoice-paid">
              {format(sale.paid)}
            </td>
          </tr>
          {Number(sale.change) > 0 && (
            <tr>
              <th scope="row">Kusuri</th>
              <td className="invoice-num" data-testid="invoice-change">
                {format(sale.change)}
              </td>
            </tr>
          )}
        </tbody>
      </table>

      {vat.length > 0 && (
        <section className="invoice-payments">
          <h2>TVSH sipas normës</h2>
          <table className="invoice-lines" aria-label="TVSH sipas normës">
            <thead>
              <tr>
                <th>Norma</th>
                <th className="invoice-num">Pa TVSH</th>
                <th className="invoice-num">TVSH</th>
                <th className="invoice-num">Me TVSH</th>
              </tr>
            </thead>
            <tbody>
              {vat.map((group) => (
                <tr key={group.rate} data-testid="invoice-vat">
                  <td>{vatRateText(Number(group.rate))}</td>
                  <td className="invoice-num">{format(group.base)}</td>
                  <td className="invoice-num">{format(group.vat)}</td>
                  <td className="invoice-num">{format(group.gross)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      <section className="invoice-payments">
        <h2>{giveBack ? 'Kthimi i parave' : 'Pagesat'}</h2>
        <table className="invoice-lines" aria-label="Pagesat">
          <thead>
            <tr>
              <th>Mënyra</th>
              <th className="invoice-num">Shuma</th>
            </tr>
          </thead>
          <tbody>
            {sale.payments.map((payment, index) => (
              <tr key={index}>
                <td>{PAYMENT_METHOD_LABELS[payment.method]}</td>
                <td className="invoice-num">{format(payment.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <InvoiceFiscal documents={documents} copies={copies} allCopies={copy} />

      <ul className="invoice-notes">
        {sale.note && <li>{sale.note}</li>}
        {!fiscalDocument && <InvoiceNotFiscal business={business} />}
      </ul>
      <p className="invoice-thanks">Faleminderit për besimin!</p>
    </A4Paper>
  );
}
