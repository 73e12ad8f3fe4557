import { ActionIcon, Badge, Group, Menu, Select, Stack, Switch, Text } from '@mantine/core';
import {
  PRINT_DOCUMENT_SIZES,
  type PrintStationResponse,
  type PrintStationUpdateRequest,
} from '@repair-shop/contracts';
import { DEFAULT_LABEL_SIZE, formatDateTime, printSizeText } from '@repair-shop/web';
import { PencilIcon } from '../../../../components/Icons/icons';

interface Props {
  station: PrintStationResponse;
  onChange: (change: PrintStationUpdateRequest) => void;
  onRename: () => void;
  onNewLink: () => void;
  onRemove: () => void;
  busy: boolean;
}

const LABEL_SIZE_OPTIONS = PRINT_DOCUMENT_SIZES.label.map((size) => ({
  value: size,
  label: printSizeText('label', size),
}));

/** "Parë së fundi: 23.11.2026, 10:42", or that it never connected. */
export const lastSeenText = (station: Pick<PrintStationResponse, 'lastSeenAt' | 'paired'>): string =>
  station.lastSeenAt
    ? `Parë së fundi: ${formatDateTime(station.lastSeenAt)}`
    : station.paired
      ? 'Nuk është lidhur ende'
      : 'Pret çiftimin';

/** One station: paired or not, last seen, documents waiting; new jobs' labels printed by themselves at a size; its actions. */
export function PrintStationRow({ station, onChange, onRename, onNewLink, onRemove, busy }: Props) {
  const labelSize = station.autoLabelSize ?? DEFAULT_LABEL_SIZE.id;
  return (
    <Stack gap="xs" px="md" py="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {station.name}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Badge variant="dot" color={station.paired ? 'teal' : 'yellow'}>
              {station.paired ? 'I çiftuar' : 'Pa çiftuar'}
            </Badge>
            {station.waiting > 0 && (
              <Badge variant="light" color="orange">
                {station.waiting} në pritje
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {lastSeenText(station)}
            </Text>
          </Group>
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              loading={busy}
              aria-label={`Veprime për printerin ${station.name}`}
            >
              <PencilIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={onRename}>Ndrysho emrin</Menu.Item>
            <Menu.Item onClick={onNewLink}>Lidhje e re çiftimi</Menu.Item>
            <Menu.Item color="red" onClick={onRemove}>
              Hiq printerin
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Group gap="sm" align="center" wrap="wrap">
        <Switch
          checked={station.autoPrintLabels}
          disabled={busy}
          onChange={(event) => onChange({ autoPrintLabels: event.currentTarget.checked, autoLabelSize: labelSize })}
          label="Printo etiketën e çdo pune të re"
        />
        {station.autoPrintLabels && (
          <Select
            aria-label={`Madhësia e etiketës te ${station.name}`}
            data={LABEL_SIZE_OPTIONS}
            value={labelSize}
            allowDeselect={false}
            disabled={busy}
            onChange={(size) => size && onChange({ autoLabelSize: size })}
            w={130}
            size="xs"
          />
        )}
      </Group>
    </Stack>
  );
}
