import { PAYMENT_METHOD_LABELS, type Currency, type DaySales } from '@repair-shop/contracts';
import { formatMoney } from '@repair-shop/web';
import { timeText } from '../../utils/day-text';
import { ReceiptRow } from '../ReceiptRow/ReceiptRow';
import { DAY_SALES_TITLE, DAY_SALES_TRUNCATED_TEXT, saleMethodsText, saleNumberText } from './DaySales';

interface Props {
  sales: DaySales;
  currency: Currency;
}

/** The day's counter sales on the 80 mm roll: counts and revenue, net by method and by seller, each sale on two lines. */
export function DaySalesReceipt({ sales, currency }: Props) {
  const format = (amount: number) => formatMoney(amount, currency);
  return (
    <>
      <p className="receipt-block-label">{DAY_SALES_TITLE}</p>
      <ReceiptRow label="Shitje / kthime">{`${sales.count} / ${sales.returns}`}</ReceiptRow>
      <ReceiptRow label="Të ardhurat nga shitjet" strong>
        <span data-testid="day-sales-revenue">{format(sales.revenue)}</span>
      </ReceiptRow>
      <ReceiptRow label="Riparime të paguara në shitje">{format(sales.jobBalances)}</ReceiptRow>
      {sales.count + sales.returns > 0 && (
        <>
          {sales.byMethod.map((line) => (
            <ReceiptRow key={line.method} label={`Shitje: ${PAYMENT_METHOD_LABELS[line.method]}`}>
              {format(line.net)}
            </ReceiptRow>
          ))}
          {sales.byWorker.map((worker) => (
            <ReceiptRow key={worker.authorId} label={`${worker.name} (${worker.sales}/${worker.returns})`}>
              {format(worker.revenue)}
            </ReceiptRow>
          ))}
          <ol className="day-receipt-list" aria-label="Shitjet dhe kthimet e ditës">
            {sales.list.map((sale) => (
              <li key={sale.id}>
                <ReceiptRow label={`${timeText(sale.createdAt)} ${saleNumberText(sale)}`}>
                  {`${sale.kind === 'return' ? '−' : ''}${format(sale.total)}`}
                </ReceiptRow>
                <p className="receipt-small day-receipt-indent">{`${saleMethodsText(sale)} · ${sale.soldBy}`}</p>
              </li>
            ))}
          </ol>
          {sales.listTruncated && <p className="receipt-small">{DAY_SALES_TRUNCATED_TEXT}</p>}
        </>
      )}
      <hr className="receipt-rule" />
    </>
  );
}
