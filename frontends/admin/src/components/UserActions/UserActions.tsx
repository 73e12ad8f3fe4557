import { Button, Group, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { TRIAL_EXTENSION_MONTHS, type AdminUserResponse } from '@repair-shop/contracts';
import { fullName } from '@repair-shop/web';

interface Props {
  user: AdminUserResponse;
  busy: boolean;
  onExtend: (user: AdminUserResponse, months: number, paid: boolean) => void;
  onDelete: (user: AdminUserResponse) => void;
}

/** Record a payment of 1, 6 or 12 months, extend the trial by as much for free, or delete the user after a confirmation. */
export function UserActions({ user, busy, onExtend, onDelete }: Props) {
  const name = fullName(user) || user.email || 'përdoruesin';

  const confirmDelete = (): void => {
    modals.openConfirmModal({
      title: 'Fshi përdoruesin',
      centered: true,
      children: (
        <Text size="sm">
          A jeni i sigurt që dëshironi të fshini përdoruesin <b>{name}</b>? Do të fshihen edhe biznesi, punëtorët dhe
          punët e tij.
        </Text>
      ),
      labels: { confirm: 'Fshi', cancel: 'Anulo' },
      confirmProps: { color: 'red' },
      onConfirm: () => onDelete(user),
    });
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="xs" variant="light" loading={busy} aria-label={`Zgjat trial-in e ${name}`}>
            Zgjat trial-in
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Pagesa u pranua</Menu.Label>
          {TRIAL_EXTENSION_MONTHS.map((months) => (
            <Menu.Item key={`paid-${months}`} onClick={() => onExtend(user, months, true)}>
              {months} muaj të paguar
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Label>Zgjat falas me</Menu.Label>
          {TRIAL_EXTENSION_MONTHS.map((months) => (
            <Menu.Item key={months} onClick={() => onExtend(user, months, false)}>
              {months} muaj
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Button size="xs" variant="subtle" color="red" disabled={busy} onClick={confirmDelete} aria-label={`Fshi ${name}`}>
        Fshi
      </Button>
    </Group>
  );
}
