import { Text } from '@mantine/core';
import { formatMoney, type ClientJobResponse, type Currency } from '@repair-shop/contracts';
import { BALANCE_DUE, BALANCE_OWED } from '../../../../components/MoneyFigures/MoneyFigures';

/** A job's balance as the job's money panel colours it: orange still due, red owed back to the client, green settled. */
export function ClientJobBalance({ job, currency }: { job: Pick<ClientJobResponse, 'balance'>; currency: Currency }) {
  const owed = job.balance < 0;
  return (
    <Text
      size="sm"
      fw={600}
      c={owed ? 'red.7' : job.balance > 0 ? 'orange.8' : 'teal.7'}
      title={owed ? BALANCE_OWED : BALANCE_DUE}
      style={{ whiteSpace: 'nowrap' }}
    >
      {owed ? `${formatMoney(Math.abs(job.balance), currency)} kthim` : formatMoney(job.balance, currency)}
    </Text>
  );
}

/** "Shiko punën #ABC123": the job opened from a client's page. */
export const openJobLabel = (job: Pick<ClientJobResponse, 'ticketCode'>): string => `Shiko punën #${job.ticketCode}`;
