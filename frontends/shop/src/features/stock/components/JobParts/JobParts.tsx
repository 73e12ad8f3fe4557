import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { Currency, JobPartLineResponse } from '@repair-shop/contracts';
import { formatDateTime, formatMoney, TableScroll } from '@repair-shop/web';
import { useRemoveJobPart } from '../../hooks/use-job-parts';
import { usePhoneLayout } from '../../../../hooks/use-phone-layout';
import { useMay } from '../../../../hooks/use-role';
import { PlusIcon, TrashIcon } from '../../../../components/Icons/icons';
import { PartPickerDialog } from '../PartPickerDialog/PartPickerDialog';
import { JobPartLines } from './JobPartLines';

interface Props {
  jobId: string;
  parts: JobPartLineResponse[];
  currency: Currency;
}

/**
 * "Pjesët e përdorura": the parts used on the job at the prices of the moment (rows of their own on a
 * phone); "Shto pjesë", and taking one off.
 */
export function JobParts({ jobId, parts, currency }: Props) {
  const [opened, picker] = useDisclosure(false);
  const remove = useRemoveJobPart(jobId);
  const withCost = useMay('seeCostPrices');
  const format = (amount: number) => formatMoney(amount, currency);
  const phone = usePhoneLayout();
  const removingId = remove.isPending ? (remove.variables ?? null) : null;

  const confirmRemove = (line: JobPartLineResponse) =>
    modals.openConfirmModal({
      title: 'Hiq pjesën nga puna',
      centered: true,
      children: (
        <Text size="sm">
          Ta heq <b>{line.name}</b> ({line.quantity} copë) nga kjo punë? Sasia kthehet në stok.
        </Text>
      ),
      labels: { confirm: 'Hiq pjesën', cancel: 'Anulo' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(line.id),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="job-parts-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={3} fz="lg" id="job-parts-title">
            Pjesët e përdorura
          </Title>
          <Button variant="light" leftSection={<PlusIcon />} onClick={picker.open}>
            Shto pjesë
          </Button>
        </Group>
        {parts.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nuk është përdorur ende asnjë pjesë.
          </Text>
        ) : phone ? (
          <JobPartLines
            parts={parts}
            withCost={withCost}
            format={format}
            removingId={removingId}
            onRemove={confirmRemove}
          />
        ) : (
          <TableScroll minWidth={withCost ? 560 : 460} label="Pjesët e përdorura">
            <Table verticalSpacing="xs" aria-label="Pjesët e përdorura">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Pjesa</Table.Th>
                  <Table.Th>Kodi</Table.Th>
                  <Table.Th ta="right">Sasia</Table.Th>
                  <Table.Th ta="right">Çmimi i shitjes</Table.Th>
                  {withCost && <Table.Th ta="right">Çmimi i blerjes</Table.Th>}
                  <Table.Th aria-label="Veprime" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {parts.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {line.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {line.addedBy.name} · {formatDateTime(line.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{line.code ?? '—'}</Table.Td>
                    <Table.Td ta="right">{line.quantity}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {format(line.salePrice)}
                    </Table.Td>
                    {withCost && (
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {line.costPrice === undefined ? '—' : format(line.costPrice)}
                      </Table.Td>
                    )}
                    <Table.Td ta="right">
                      <Tooltip label="Hiq nga puna" withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          onClick={() => confirmRemove(line)}
                          loading={removingId === line.id}
                          aria-label={`Hiq ${line.name}`}
                        >
                          <TrashIcon />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
      <PartPickerDialog opened={opened} onClose={picker.close} jobId={jobId} />
    </Paper>
  );
}
