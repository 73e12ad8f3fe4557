import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { Currency, JobPartLineResponse } from '@repair-shop/contracts';
import { formatDateTime, formatMoney } from '@repair-shop/web';
import { useRemoveJobPart } from '../../hooks/use-job-parts';
import { useRole } from '../../hooks/use-role';
import { seesCostPrice } from '../../utils/permissions';
import { PlusIcon, TrashIcon } from '../Icons/icons';
import { PartPickerDialog } from '../PartPickerDialog/PartPickerDialog';

interface Props {
  jobId: string;
  parts: JobPartLineResponse[];
  currency: Currency;
}

/** "Pjesët e përdorura": the parts used on the job at the prices of the moment; "Shto pjesë", and taking one off. */
export function JobParts({ jobId, parts, currency }: Props) {
  const [opened, picker] = useDisclosure(false);
  const remove = useRemoveJobPart(jobId);
  const withCost = seesCostPrice(useRole());
  const format = (amount: number) => formatMoney(amount, currency);

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
        ) : (
          <Table.ScrollContainer minWidth={withCost ? 560 : 460} type="native">
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
                          loading={remove.isPending && remove.variables === line.id}
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
          </Table.ScrollContainer>
        )}
      </Stack>
      <PartPickerDialog opened={opened} onClose={picker.close} jobId={jobId} />
    </Paper>
  );
}
