import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { JOB_CATEGORY_LABELS, type PredictionAccuracy } from '@repair-shop/contracts';
import { TableScroll } from '@repair-shop/web';

export const ACCURACY_TITLE = 'Sa të sakta kanë qenë parashikimet (90 ditët e fundit)';
export const NO_ACCURACY_TEXT = 'Ende asnjë punë e mbaruar për ta krahasuar me parashikimin e bërë në pranim.';

/** "5,3": hours with at most one decimal, as Albanian writes them. */
const hoursText = (hours: number): string => (Math.round(hours * 10) / 10).toString().replace('.', ',');

/** "83%" of a share from 0 to 1; "—" when nothing could be compared. */
const percentText = (share: number | null): string => (share === null ? '—' : `${Math.round(share * 100)}%`);

/** Per category: how far the ready times fell from the prediction, and how often inside its ranges. */
export function PredictionAccuracyTable({ rows }: { rows: PredictionAccuracy[] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="accuracy-title">
      <Stack gap="xs">
        <Title order={3} fz="h4" id="accuracy-title">
          {ACCURACY_TITLE}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {NO_ACCURACY_TEXT}
          </Text>
        ) : (
          <TableScroll minWidth={620} label={ACCURACY_TITLE}>
            <Table aria-label={ACCURACY_TITLE} verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Kategoria</Table.Th>
                  <Table.Th ta="right">Punë</Table.Th>
                  <Table.Th ta="right" title="Mediana e diferencës nga mesi i intervalit të parashikuar">
                    Gabimi mesatar (orë)
                  </Table.Th>
                  <Table.Th ta="right">Gati brenda intervalit</Table.Th>
                  <Table.Th ta="right">Çmimi brenda intervalit</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.category}>
                    <Table.Td>{JOB_CATEGORY_LABELS[row.category]}</Table.Td>
                    <Table.Td ta="right">{row.jobs}</Table.Td>
                    <Table.Td ta="right">{hoursText(row.medianErrorHours)}</Table.Td>
                    <Table.Td ta="right">{percentText(row.withinRange)}</Table.Td>
                    <Table.Td ta="right">{percentText(row.priceWithinRange)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
    </Paper>
  );
}
