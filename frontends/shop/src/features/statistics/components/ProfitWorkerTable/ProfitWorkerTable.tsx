import { Text } from '@mantine/core';
import type { Currency, WorkerProfit } from '@repair-shop/contracts';
import { ProfitTable } from '../ProfitTable/ProfitTable';

export const PROFIT_WORKERS_TITLE = 'Fitimi sipas punëtorëve';

interface Props {
  workers: WorkerProfit[];
  currency: Currency;
}

/** Each worker's jobs completed in the range, the revenue, what their parts cost and the profit. */
export function ProfitWorkerTable({ workers, currency }: Props) {
  if (workers.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Asnjë punë e përfunduar në këta muaj.
      </Text>
    );
  }
  return (
    <ProfitTable
      label={PROFIT_WORKERS_TITLE}
      nameTitle="Punëtori"
      rows={workers}
      rowKey={(worker) => worker.workerId}
      rowName={(worker) => worker.name}
      currency={currency}
      minWidth={600}
    />
  );
}
