import { Button, Group, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { TRIAL_EXTENSION_MONTHS, type AdminUserResponse } from '@repair-shop/contracts';
import { formatDate, fullName } from '@repair-shop/web';
import { shopNameOf } from '../../admin-texts';

interface Props {
  user: AdminUserResponse;
  busy: boolean;
  onExtend: (user: AdminUserResponse, months: number, paid: boolean) => void;
  onDelete: (user: AdminUserResponse) => void;
}

/**
 * "Regjistro pagesën" (1, 6 or 12 paid months, asked first), "Zgjat provën" (free months) for a shop that
 * never paid, and deleting the user after a confirmation. A paying shop renews its subscription: its trial
 * is over, so nothing offers to extend it.
 */
export function UserActions({ user, busy, onExtend, onDelete }: Props) {
  const name = fullName(user) || user.email || 'përdoruesin';
  const shop = shopNameOf(user);
  const running = user.trialExpiresAt !== null && !user.isExpired;

  const confirmPayment = (months: number): void => {
    modals.openConfirmModal({
      title: 'Regjistro pagesën',
      centered: true,
      children: (
        <Text size="sm">
          Pagesa për <b>{months} muaj</b> nga <b>{shop}</b>. Abonimi zgjatet me {months} muaj
          {running && user.trialExpiresAt ? ` pas ${formatDate(user.trialExpiresAt)}` : ' duke filluar nga sot'}.
        </Text>
      ),
      labels: { confirm: 'Regjistro pagesën', cancel: 'Anulo' },
      onConfirm: () => onExtend(user, months, true),
    });
  };

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
    <Group gap="xs" wrap="wrap">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="xs" variant="light" loading={busy} aria-label={`Regjistro pagesën e ${name}`}>
            Regjistro pagesën
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Pagesa u pranua për</Menu.Label>
          {TRIAL_EXTENSION_MONTHS.map((months) => (
            <Menu.Item key={months} onClick={() => confirmPayment(months)}>
              {months} muaj të paguar
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {!user.hasPaid && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="xs" variant="subtle" disabled={busy} aria-label={`Zgjat provën e ${name}`}>
              Zgjat provën
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>Zgjat periudhën provuese falas me</Menu.Label>
            {TRIAL_EXTENSION_MONTHS.map((months) => (
              <Menu.Item key={months} onClick={() => onExtend(user, months, false)}>
                {months} muaj
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      <Button
        size="xs"
        variant="subtle"
        color="red"
        disabled={busy}
        onClick={confirmDelete}
        aria-label={`Fshi ${name}`}
      >
        Fshi
      </Button>
    </Group>
  );
}
