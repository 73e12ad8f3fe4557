import { PAYMENT_METHOD_LABELS, type Currency, type DaySales as DaySalesFigures } from '@repair-shop/contracts';
import { formatMoney } from '@repair-shop/web';
import { timeText } from '../../utils/day-text';
import { DayMethodTable } from '../DayMethodTable/DayMethodTable';

export const DAY_SALES_TITLE = 'Shitjet në banak';
export const DAY_SALES_TRUNCATED_TEXT = 'Këtu janë 1000 shitjet e para të ditës; të gjitha janë në skedarin «Shitjet».';

interface Props {
  sales: DaySalesFigures;
  currency: Currency;
}

/** A sale's or a return's number as printed: a return says it is one. */
export const saleNumberText = (sale: DaySalesFigures['list'][number]): string =>
  sale.kind === 'return' ? `Kthim ${sale.number}` : `${sale.number}`;

/** A sale's methods in the order given ("Kartelë, Para në dorë"). */
export const saleMethodsText = (sale: DaySalesFigures['list'][number]): string =>
  sale.methods.map((method) => PAYMENT_METHOD_LABELS[method]).join(', ');

/**
 * The day's counter sales on the A4 close: counts, the goods' revenue (a job's balance paid in a sale is the
 * repair's, shown apart), the sales' money by method and by seller, and each sale and return. The server's sums.
 */
export function DaySales({ sales, currency }: Props) {
  const format = (amount: number) => formatMoney(amount, currency);
  return (
    <section>
      <h2>{DAY_SALES_TITLE}</h2>
      <table className="day-figures" aria-label={DAY_SALES_TITLE}>
        <tbody>
          <tr>
            <th scope="row">Shitje</th>
            <td className="day-num">{sales.count}</td>
          </tr>
          <tr>
            <th scope="row">Kthime</th>
            <td className="day-num">{sales.returns}</td>
          </tr>
          <tr className="day-strong">
            <th scope="row">Të ardhurat nga shitjet (pa kthimet)</th>
            <td className="day-num">{format(sales.revenue)}</td>
          </tr>
          <tr>
            <th scope="row">Riparime të paguara në shitje</th>
            <td className="day-num">{format(sales.jobBalances)}</td>
          </tr>
        </tbody>
      </table>
      {sales.count + sales.returns > 0 && (
        <>
          <DayMethodTable
            label="Shitjet sipas mënyrës së pagesës"
            lines={sales.byMethod}
            inHeader="Hyrje (pa kusurin)"
            outHeader="Kthime"
            currency={currency}
          />
          <table className="day-table" aria-label="Shitjet sipas shitësit">
            <thead>
              <tr>
                <th>Shitësi</th>
                <th className="day-num">Shitje</th>
                <th className="day-num">Kthime</th>
                <th className="day-num">Të ardhurat</th>
                <th className="day-num">Paratë</th>
              </tr>
            </thead>
            <tbody>
              {sales.byWorker.map((worker) => (
                <tr key={worker.authorId}>
                  <td>{worker.name}</td>
                  <td className="day-num">{worker.sales}</td>
                  <td className="day-num">{worker.returns}</td>
                  <td className="day-num">{format(worker.revenue)}</td>
                  <td className="day-num">{format(worker.money)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="day-table" aria-label="Shitjet dhe kthimet e ditës">
            <thead>
              <tr>
                <th>Ora</th>
                <th>Nr.</th>
                <th>Klienti</th>
                <th>Mënyra</th>
                <th>Shitësi</th>
                <th className="day-num">Shuma</th>
              </tr>
            </thead>
            <tbody>
              {sales.list.map((sale) => (
                <tr key={sale.id}>
                  <td>{timeText(sale.createdAt)}</td>
                  <td>{saleNumberText(sale)}</td>
                  <td>{sale.clientName ?? '—'}</td>
                  <td>{saleMethodsText(sale)}</td>
                  <td>{sale.soldBy}</td>
                  <td className="day-num">
                    {sale.kind === 'return' ? '−' : ''}
                    {format(sale.total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {sales.listTruncated && <p className="a4-muted">{DAY_SALES_TRUNCATED_TEXT}</p>}
        </>
      )}
    </section>
  );
}
