import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import type { JobPartLineResponse } from '@repair-shop/contracts';
import { formatDateTime } from '@repair-shop/web';
import { LineItem, LineList } from '../../../../components/CardList/CardList';
import { TrashIcon } from '../../../../components/Icons/icons';

interface Props {
  parts: JobPartLineResponse[];
  withCost: boolean;
  format: (amount: number) => string;
  removingId: string | null;
  onRemove: (line: JobPartLineResponse) => void;
}

/** The job's parts as rows (phones), with what the table shows: how many at what price, and taking one off. */
export function JobPartLines({ parts, withCost, format, removingId, onRemove }: Props) {
  return (
    <LineList label="Pjesët e përdorura">
      {parts.map((line) => (
        <LineItem key={line.id}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {line.name}
              </Text>
              <Group gap="md" wrap="wrap">
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {line.quantity} × {format(line.salePrice)}
                </Text>
                {withCost && line.costPrice !== undefined && (
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    Blerja {format(line.costPrice)}
                  </Text>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {line.code ? `Kodi ${line.code} · ` : ''}
                {line.addedBy.name} · {formatDateTime(line.createdAt)}
              </Text>
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onRemove(line)}
              loading={removingId === line.id}
              aria-label={`Hiq ${line.name}`}
              style={{ flexShrink: 0 }}
            >
              <TrashIcon />
            </ActionIcon>
          </Group>
        </LineItem>
      ))}
    </LineList>
  );
}
