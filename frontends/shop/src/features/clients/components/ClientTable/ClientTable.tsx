import { Anchor, Badge, Paper, Table, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import type { ClientResponse } from '@repair-shop/contracts';
import { formatDate, TableScroll } from '@repair-shop/web';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { usePhoneLayout } from '../../../../hooks/use-phone-layout';
import { FROM_DASHBOARD_STATE, clientPath } from '../../../../routes';
import { jobCountText } from '../../utils/job-count-text';
import { ClientCards } from './ClientCards';

/**
 * One page of the shop's clients: name, phone, how many jobs, what they spent, when they last came. A
 * row opens the client's page (the name is its link, for the keyboard); "Kthehu" there comes back here.
 * Cards on a phone.
 */
export function ClientTable({ clients }: { clients: ClientResponse[] }) {
  const formatMoney = useFormatMoney();
  const navigate = useNavigate();
  const phone = usePhoneLayout();
  if (phone) return <ClientCards clients={clients} />;
  return (
    <Paper withBorder radius="md">
      <TableScroll minWidth={560} label="Lista e klientëve">
        <Table highlightOnHover verticalSpacing="sm" aria-label="Lista e klientëve">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Klienti</Table.Th>
              <Table.Th>Telefoni</Table.Th>
              <Table.Th>Punë</Table.Th>
              <Table.Th>Shpenzuar</Table.Th>
              <Table.Th>Puna e fundit</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {clients.map((client) => (
              <Table.Tr
                key={client.phoneKey}
                onClick={() => navigate(clientPath(client.phoneKey), { state: FROM_DASHBOARD_STATE })}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={clientPath(client.phoneKey)}
                    state={FROM_DASHBOARD_STATE}
                    size="sm"
                    fw={600}
                    // The row's own click would navigate a second time.
                    onClick={(event) => event.stopPropagation()}
                  >
                    {client.name}
                  </Anchor>
                  {client.note && (
                    <Text size="xs" c="dimmed">
                      {client.note}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{client.phone}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color="indigo">
                    {jobCountText(client.jobCount)}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(client.totalSpent)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {client.lastJobAt ? formatDate(client.lastJobAt) : '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Paper>
  );
}
