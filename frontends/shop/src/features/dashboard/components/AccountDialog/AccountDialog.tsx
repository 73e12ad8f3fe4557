import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { STAFF_ROLE_LABELS, type UserResponse } from '@repair-shop/contracts';
import { formatDate, isPayingShop, trialStatus } from '@repair-shop/web';
import { fullName } from '@repair-shop/web';
import { TrialBadge } from '../TrialBadge/TrialBadge';

interface Props {
  user: UserResponse;
  opened: boolean;
  onClose: () => void;
}

const TRIAL_STATE_TEXT = { ok: 'Aktiv', expiring: 'Po skadon së shpejti', expired: 'Skaduar' } as const;

/** What the shop is on: a free trial or a paid subscription ("Abonimi aktiv"). */
const planLabel = (user: UserResponse): string =>
  isPayingShop(user) ? 'Statusi i abonimit' : 'Statusi i periudhës provuese';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="wrap" gap={4}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div" ta="right" style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </Group>
  );
}

/** "Informacioni i llogarisë": who is signed in, their role, and where the shop's trial or subscription stands. */
export function AccountDialog({ user, opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Informacioni i llogarisë" centered>
      <Stack gap="sm">
        <Row label="Emri i plotë">{fullName(user)}</Row>
        <Row label="Email">{user.email ?? '—'}</Row>
        <Row label="Data e regjistrimit">{formatDate(user.createdAt)}</Row>
        {user.isAdmin ? (
          <Alert color="indigo" variant="light" title="Administrator">
            Keni qasje të plotë dhe të pakufizuar në të gjitha funksionet e aplikacionit.
          </Alert>
        ) : (
          <>
            {user.role && user.businessName && (
              <Row label="Roli">
                {STAFF_ROLE_LABELS[user.role]} · {user.businessName}
              </Row>
            )}
            <Row label={planLabel(user)}>
              <Group gap={6} justify="flex-end">
                <Text size="sm" fw={500}>
                  {TRIAL_STATE_TEXT[trialStatus(user)]}
                </Text>
                <TrialBadge user={user} size="sm" />
              </Group>
            </Row>
            <Row label="Data e skadimit">{user.trialExpiresAt ? formatDate(user.trialExpiresAt) : '—'}</Row>
          </>
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            Mbyll
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
