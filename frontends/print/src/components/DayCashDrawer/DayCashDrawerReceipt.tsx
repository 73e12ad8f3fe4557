import {
  CASH_DEPOSIT_OPERATION_LABELS,
  type CashDepositResponse,
  type Currency,
  type DayCashDrawer as DayCashDrawerFigures,
} from '@repair-shop/contracts';
import { formatMoney } from '@repair-shop/web';
import { timeText } from '../../utils/day-text';
import { ReceiptRow } from '../ReceiptRow/ReceiptRow';
import { CASH_DEPOSITS_TITLE, CASH_DRAWER_TITLE, cashDrawerRows, depositAmount } from './DayCashDrawer';

interface Props {
  drawer: DayCashDrawerFigures;
  deposits: CashDepositResponse[];
  currency: Currency;
}

/** An Albanian register's cash on the 80 mm roll: the drawer's figures, then each registration on two lines. */
export function DayCashDrawerReceipt({ drawer, deposits, currency }: Props) {
  const format = (amount: number) =>
    amount < 0 ? `−${formatMoney(-amount, currency)}` : formatMoney(amount, currency);
  return (
    <>
      <p className="receipt-block-label">{CASH_DRAWER_TITLE}</p>
      {cashDrawerRows(drawer).map(([label, amount]) => (
        <ReceiptRow key={label} label={label}>
          {format(amount)}
        </ReceiptRow>
      ))}
      <ReceiptRow label="Duhet të jenë në arkë" strong>
        <span data-testid="day-cash-expected">{format(drawer.expected)}</span>
      </ReceiptRow>
      <ol className="day-receipt-list" aria-label={CASH_DEPOSITS_TITLE}>
        {deposits.map((deposit) => (
          <li key={deposit.id}>
            <ReceiptRow label={`${timeText(deposit.createdAt)} ${CASH_DEPOSIT_OPERATION_LABELS[deposit.operation]}`}>
              {format(depositAmount(deposit))}
            </ReceiptRow>
            <p className="receipt-small day-receipt-indent">{`FCDC ${deposit.fcdc} · ${deposit.tcrCode} · ${deposit.registeredBy.name}`}</p>
          </li>
        ))}
      </ol>
      <hr className="receipt-rule" />
    </>
  );
}
