import { Alert, Stack, Table, Text } from '@mantine/core';
import type { ImportRejectedError } from '@repair-shop/contracts';
import { TableScroll } from '@repair-shop/web';

/** The rows the server refused, where to find each in the spreadsheet and what to fix. */
export function ImportProblems({ rejection }: { rejection: ImportRejectedError }) {
  const more = rejection.badRowCount - new Set(rejection.badRows.map((row) => row.line)).size;
  return (
    <Stack gap="xs">
      <Alert color="red" title="Asgjë nuk u importua">
        {rejection.detail}
      </Alert>
      <TableScroll minWidth={520} label="Rreshtat me gabime" maxHeight={260}>
        <Table striped aria-label="Rreshtat me gabime">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Rreshti</Table.Th>
              <Table.Th>Kolona</Table.Th>
              <Table.Th>Vlera</Table.Th>
              <Table.Th>Çfarë duhet ndrequr</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rejection.badRows.map((row, index) => (
              <Table.Tr key={`${row.line}-${row.field}-${index}`}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>{row.column}</Table.Td>
                <Table.Td>{row.value || '—'}</Table.Td>
                <Table.Td>{row.problem}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {more > 0 && (
        <Text size="sm" c="dimmed">
          {more === 1 ? 'Edhe një rresht tjetër ka gabime.' : `Edhe ${more} rreshta të tjerë kanë gabime.`}
        </Text>
      )}
    </Stack>
  );
}
