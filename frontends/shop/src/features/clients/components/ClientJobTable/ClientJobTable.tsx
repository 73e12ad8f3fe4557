import { Button, Table, Text } from '@mantine/core';
import type { ClientJobResponse, Currency } from '@repair-shop/contracts';
import { formatDate, formatMoney, TableScroll } from '@repair-shop/web';
import { ClientJobBalance, openJobLabel } from '../ClientJobBalance/ClientJobBalance';
import { StatusBadge } from '../../../../components/StatusBadge/StatusBadge';

interface Props {
  jobs: ClientJobResponse[];
  currency: Currency;
  onOpen: (job: ClientJobResponse) => void;
}

/** A page of the client's jobs as a table (wide screens): when, the device, the status, the total and what is still due. */
export function ClientJobTable({ jobs, currency, onOpen }: Props) {
  return (
    <TableScroll minWidth={720} label="Punët e klientit">
      <Table highlightOnHover verticalSpacing="sm" aria-label="Punët e klientit">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Puna</Table.Th>
            <Table.Th>Data</Table.Th>
            <Table.Th>Pajisja</Table.Th>
            <Table.Th>Statusi</Table.Th>
            <Table.Th>Totali</Table.Th>
            <Table.Th>Mbetja</Table.Th>
            <Table.Th>Veprime</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td ff="monospace" fz="sm">
                #{job.ticketCode}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(job.createdAt)}</Table.Td>
              <Table.Td maw={280}>
                <Text size="sm" fw={600}>
                  {job.deviceModel}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1} title={job.workDescription}>
                  {job.workDescription}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={job.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(job.total, currency)}</Table.Td>
              <Table.Td>
                <ClientJobBalance job={job} currency={currency} />
              </Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" onClick={() => onOpen(job)} aria-label={openJobLabel(job)}>
                  Shiko
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
