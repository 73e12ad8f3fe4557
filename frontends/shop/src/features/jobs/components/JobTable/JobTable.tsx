import { Table, Text } from '@mantine/core';
import type { JobResponse } from '@repair-shop/contracts';
import { clientTicketCode, formatDateTime, TableScroll } from '@repair-shop/web';
import { JobActions } from '../JobActions/JobActions';
import { StatusBadge } from '../../../../components/StatusBadge/StatusBadge';

/** The jobs of one page as a table (wide screens). */
export function JobTable({ jobs }: { jobs: JobResponse[] }) {
  return (
    <TableScroll minWidth={880} label="Lista e punëve">
      <Table highlightOnHover verticalSpacing="sm" aria-label="Lista e punëve">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Bileta</Table.Th>
            <Table.Th>Klienti</Table.Th>
            <Table.Th>Statusi</Table.Th>
            <Table.Th>Përshkrimi</Table.Th>
            <Table.Th>Data e pranimit</Table.Th>
            <Table.Th>Telefoni</Table.Th>
            <Table.Th>IMEI</Table.Th>
            <Table.Th>Veprime</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td ff="monospace" fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                #{clientTicketCode(job.id)}
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {job.clientName}
                </Text>
                <Text size="xs" c="dimmed">
                  {job.deviceModel}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={job.status} />
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" lineClamp={2} title={job.workDescription}>
                  {job.workDescription}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(job.createdAt)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{job.clientPhone}</Table.Td>
              <Table.Td ff="monospace" fz="sm">
                {job.deviceImei}
              </Table.Td>
              <Table.Td>
                <JobActions job={job} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
