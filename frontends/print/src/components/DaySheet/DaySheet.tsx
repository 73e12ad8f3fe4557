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
import { taxNumberText } from '../../utils/tax-number';
import { A4Paper } from '../A4Paper/A4Paper';
import { DayCashDrawer } from '../DayCashDrawer/DayCashDrawer';
import { DayMethodTable } from '../DayMethodTable/DayMethodTable';
import { DaySales } from '../DaySales/DaySales';
import './DaySheet.css';

interface Props {
  report: DayReportResponse;
  business: BusinessResponse | null;
  /** The register's cash registered that day (an Albanian shop's). */
  deposits: CashDepositResponse[];
  printedAt: Date;
}

export const DAY_CLOSE_TITLE = 'Mbyllja e ditës';
export const DAY_TRUNCATED_TEXT = 'Këtu janë 1000 pagesat e para të ditës; të gjitha janë në skedarin CSV të pagesave.';

/** One row of label and figure in the day's summary. */
function Figure({ label, value, strong = false }: { label: string; value: string | number; strong?: boolean }) {
  return (
    <tr className={strong ? 'day-strong' : undefined}>
      <th scope="row">{label}</th>
      <td className="day-num">{value}</td>
    </tr>
  );
}

/**
 * The day's close on an A4 sheet: money in, out and net by method with the day's totals, the jobs and
 * parts of the day, the gross profit of the jobs completed, the counter sales, an Albanian register's cash, and
 * every payment.
 * Every sum is the server's.
 */
export function DaySheet({ report, business, deposits, printedAt }: Props) {
  const format = (amount: number) => formatMoney(amount, report.currency);
  const { money, jobs, parts, completedJobs, payments } = report;
  return (
    <A4Paper label={DAY_CLOSE_TITLE} className="day-paper">
      <header className="a4-head day-head">
        <div>
          <div className="a4-shop-name day-shop-name">{business?.businessName ?? 'Servisi'}</div>
          {business && (
            <div className="a4-muted">
              <div>Tel: {business.contactNumber}</div>
              <div>{business.city}</div>
              {business.taxNumber && <div>{taxNumberText(business)}</div>}
            </div>
          )}
        </div>
        <div className="a4-title day-title">
          <h1>MBYLLJA E DITËS</h1>
          <div>
            Data: <strong>{dayText(report.date)}</strong>
          </div>
          <div className="a4-muted">Printuar më: {formatDateTime(printedAt)}</div>
        </div>
      </header>

      <section>
        <h2>Paratë sipas mënyrës së pagesës</h2>
        <DayMethodTable
          label="Paratë sipas mënyrës së pagesës"
          lines={money.byMethod}
          inHeader="Hyrje"
          outHeader="Dalje"
          total={money}
          currency={report.currency}
        />
      </section>

      <div className="day-columns">
        <section>
          <h2>Puna e ditës</h2>
          <table className="day-figures" aria-label="Puna e ditës">
            <tbody>
              <Figure label="Punë të pranuara" value={jobs.received} />
              <Figure label="Punë të përfunduara" value={jobs.completed} />
              <Figure label="Pjesë të përdorura" value={`${parts.quantity} copë`} />
              <Figure label="Shitja e pjesëve" value={format(parts.sales)} />
              <Figure label="Kostoja e pjesëve" value={format(parts.cost)} />
            </tbody>
          </table>
        </section>
        <section>
          <h2>Punët e përfunduara</h2>
          <table className="day-figures" aria-label="Punët e përfunduara">
            <tbody>
              <Figure label="Të ardhurat" value={format(completedJobs.revenue)} />
              <Figure label="Kostoja e pjesëve" value={format(completedJobs.partsCost)} />
              <Figure label="Fitimi bruto" value={format(completedJobs.grossProfit)} strong />
            </tbody>
          </table>
        </section>
      </div>

      <DaySales sales={report.sales} currency={report.currency} />

      {report.cashDrawer && <DayCashDrawer drawer={report.cashDrawer} deposits={deposits} currency={report.currency} />}

      <section>
        <h2>Pagesat e ditës</h2>
        {payments.length === 0 ? (
          <p className="a4-muted">Asnjë pagesë në këtë ditë.</p>
        ) : (
          <table className="day-table" aria-label="Pagesat e ditës">
            <thead>
              <tr>
                <th>Ora</th>
                <th>Bileta</th>
                <th>Klienti</th>
                <th>Lloji</th>
                <th>Mënyra</th>
                <th>Mori pagesën</th>
                <th className="day-num">Shuma</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id}>
                  <td>{timeText(payment.createdAt)}</td>
                  <td>{payment.ticket}</td>
                  <td>{payment.clientName}</td>
                  <td>{PAYMENT_KIND_LABELS[payment.kind]}</td>
                  <td>{PAYMENT_METHOD_LABELS[payment.method]}</td>
                  <td>{payment.takenBy}</td>
                  <td className="day-num">
                    {payment.kind === 'refund' ? '−' : ''}
                    {format(payment.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {report.paymentsTruncated && <p className="a4-muted">{DAY_TRUNCATED_TEXT}</p>}
      </section>

      <footer className="day-foot">
        <p>
          <strong>{NOT_FISCAL_TEXT}</strong>
        </p>
        <div className="day-signature">Nënshkrimi</div>
      </footer>
    </A4Paper>
  );
}
