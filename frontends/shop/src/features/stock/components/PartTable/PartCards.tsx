import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import type { PartResponse } from '@repair-shop/contracts';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { CardItem, CardList } from '../../../../components/CardList/CardList';
import { PencilIcon } from '../../../../components/Icons/icons';

interface Props {
  parts: PartResponse[];
  onEdit: (part: PartResponse) => void;
}

/** The parts of one page as cards (phones): what PartTable shows, how many are left first. */
export function PartCards({ parts, onEdit }: Props) {
  const formatMoney = useFormatMoney();
  return (
    <CardList label="Lista e pjesëve">
      {parts.map((part) => (
        <CardItem key={part.id}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{part.name}</Text>
                {part.code && (
                  <Text size="xs" c="dimmed">
                    Kodi {part.code}
                  </Text>
                )}
              </div>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => onEdit(part)}
                aria-label={`Ndrysho ${part.name}`}
                style={{ flexShrink: 0 }}
              >
                <PencilIcon />
              </ActionIcon>
            </Group>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600} c={part.lowStock ? 'red.7' : undefined}>
                Në stok: {part.quantity}
              </Text>
              {part.lowStock && (
                <Badge color="red" variant="light" size="sm">
                  Stok i ulët
                </Badge>
              )}
              {part.lowStockLevel > 0 && (
                <Text size="xs" c="dimmed">
                  i ulët në {part.lowStockLevel}
                </Text>
              )}
            </Group>
            <Group gap="md" wrap="wrap">
              <Text size="sm">Shitja {formatMoney(part.salePrice)}</Text>
              {part.costPrice !== undefined && (
                <Text size="sm" c="dimmed">
                  Blerja {formatMoney(part.costPrice)}
                </Text>
              )}
            </Group>
          </Stack>
        </CardItem>
      ))}
    </CardList>
  );
}
