import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  type BusinessResponse,
  type CashDepositResponse,
  type DayReportResponse,
} from '@repair-shop/contracts';
import { formatDateTime, formatMoney } from '@repair-shop/web';
import { dayText, timeText } from '../../utils/day-text';
import { NOT_FISCAL_TEXT } from '../../utils/not-fiscal';
import { DayCashDrawerReceipt } from '../DayCashDrawer/DayCashDrawerReceipt';
import { DaySalesReceipt } from '../DaySales/DaySalesReceipt';
import { DAY_TRUNCATED_TEXT } from '../DaySheet/DaySheet';
import { ReceiptRow } from '../ReceiptRow/ReceiptRow';
import { ReceiptShopHeader } from '../ReceiptShopHeader/ReceiptShopHeader';
import './DayReceipt.css';

interface Props {
  report: DayReportResponse;
  business: BusinessResponse | null;
  /** The register's cash registered that day (an Albanian shop's). */
  deposits: CashDepositResponse[];
  printedAt: Date;
}

/**
 * The day's close on a receipt printer's roll, in one narrow column: the money by method and in all,
 * the day's work, the gross profit, the counter sales, an Albanian register's cash, then each payment on two lines. Every sum
 * is the server's.
 */
export function DayReceipt({ report, business, deposits, printedAt }: Props) {
  const format = (amount: number) => formatMoney(amount, report.currency);
  const { money, jobs, parts, completedJobs, payments } = report;
  return (
    <>
      <ReceiptShopHeader business={business} />
      <hr className="receipt-rule" />
      <h1 className="receipt-title">MBYLLJA E DITËS</h1>
      <p className="receipt-center">{dayText(report.date)}</p>
      <hr className="receipt-rule" />
      <p className="receipt-block-label">Paratë</p>
      {money.byMethod.map((line) => (
        <div key={line.method} data-testid={`day-method-${line.method}`}>
          <ReceiptRow label={PAYMENT_METHOD_LABELS[line.method]}>{format(line.net)}</ReceiptRow>
          <p className="receipt-small day-receipt-indent">{`Hyrje ${format(line.in)} · Dalje ${format(line.out)}`}</p>
        </div>
      ))}
      <hr className="receipt-rule" />
      <ReceiptRow label="Hyrje gjithsej">{format(money.in)}</ReceiptRow>
      <ReceiptRow label="Dalje gjithsej">{format(money.out)}</ReceiptRow>
      <ReceiptRow label="Neto" strong>
        <span data-testid="day-net">{format(money.net)}</span>
      </ReceiptRow>
      <hr className="receipt-rule" />
      <ReceiptRow label="Punë të pranuara">{jobs.received}</ReceiptRow>
      <ReceiptRow label="Punë të përfunduara">{jobs.completed}</ReceiptRow>
      <ReceiptRow label="Pjesë të përdorura">{`${parts.quantity} copë`}</ReceiptRow>
      <ReceiptRow label="Shitja e pjesëve">{format(parts.sales)}</ReceiptRow>
      <ReceiptRow label="Kostoja e pjesëve">{format(parts.cost)}</ReceiptRow>
      <hr className="receipt-rule" />
      <p className="receipt-block-label">Punët e përfunduara</p>
      <ReceiptRow label="Të ardhurat">{format(completedJobs.revenue)}</ReceiptRow>
      <ReceiptRow label="Kostoja e pjesëve">{format(completedJobs.partsCost)}</ReceiptRow>
      <ReceiptRow label="Fitimi bruto" strong>
        <span data-testid="day-gross-profit">{format(completedJobs.grossProfit)}</span>
      </ReceiptRow>
      <hr className="receipt-rule" />
      <DaySalesReceipt sales={report.sales} currency={report.currency} />
      {report.cashDrawer && (
        <DayCashDrawerReceipt drawer={report.cashDrawer} deposits={deposits} currency={report.currency} />
      )}
      <p className="receipt-block-label">{`Pagesat (${payments.length})`}</p>
      {payments.length === 0 && <p>Asnjë pagesë në këtë ditë.</p>}
      <ol className="day-receipt-list" aria-label="Pagesat e ditës">
        {payments.map((payment) => (
          <li key={payment.id}>
            <ReceiptRow label={`${timeText(payment.createdAt)} #${payment.ticket}`}>
              {`${payment.kind === 'refund' ? '−' : ''}${format(payment.amount)}`}
            </ReceiptRow>
            <p className="receipt-small day-receipt-indent">{`${payment.clientName} · ${PAYMENT_KIND_LABELS[payment.kind]}, ${PAYMENT_METHOD_LABELS[payment.method]} · ${payment.takenBy}`}</p>
          </li>
        ))}
      </ol>
      {report.paymentsTruncated && <p className="receipt-small">{DAY_TRUNCATED_TEXT}</p>}
      <hr className="receipt-rule" />
      <p className="receipt-center receipt-small">Printuar më: {formatDateTime(printedAt)}</p>
      <p className="receipt-center">
        <strong>{NOT_FISCAL_TEXT}</strong>
      </p>
      <p className="receipt-signature receipt-end">Nënshkrimi</p>
    </>
  );
}
