import { SimpleGrid } from '@mantine/core';
import type { JobMoney } from '@repair-shop/contracts';
import { formatMoney } from '@repair-shop/web';
import { Figure } from '../Figure/Figure';

export const BALANCE_DUE = 'Mbetja për pagesë';
export const BALANCE_OWED = "Për t'u kthyer klientit";

export const CANCELLED_MONEY_HINT = 'Puna u anulua: klienti nuk paguan asgjë.';

/**
 * The server's sums as they came: the total (labour and parts), what was paid, and what is still due;
 * a negative balance is money the shop owes the client (all that was paid, for a cancelled job, which
 * the balance's hint says). The profit shows only where the server sent it (to the owner and managers),
 * and never for a cancelled job: it earns nothing and counts in no profit report.
 */
export function MoneyFigures({ money, cancelled = false }: { money: JobMoney; cancelled?: boolean }) {
  const format = (amount: number) => formatMoney(amount, money.currency);
  const owed = money.balance < 0;
  const showsProfit = !cancelled && money.profit !== undefined && money.partsCost !== undefined;
  return (
    <SimpleGrid cols={{ base: 1, xs: showsProfit ? 4 : 3 }} spacing="md">
      <Figure
        label="Totali"
        value={format(money.total)}
        hint={`Puna ${format(money.labour)} + pjesët ${format(money.parts)}`}
      />
      <Figure label="Paguar" value={format(money.paid)} />
      <Figure
        label={owed ? BALANCE_OWED : BALANCE_DUE}
        value={format(Math.abs(money.balance))}
        color={owed ? 'red.7' : money.balance > 0 ? 'orange.8' : 'teal.7'}
        hint={cancelled ? CANCELLED_MONEY_HINT : undefined}
      />
      {showsProfit && (
        <Figure
          label="Fitimi"
          value={format(money.profit ?? 0)}
          hint={`Kosto e pjesëve ${format(money.partsCost ?? 0)}`}
        />
      )}
    </SimpleGrid>
  );
}
