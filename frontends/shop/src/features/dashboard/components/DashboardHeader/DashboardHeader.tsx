import { Anchor, Container, Group, Paper } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { UserResponse } from '@repair-shop/contracts';
import { HOME_PATH } from '../../../../routes';
import { TrialBadge } from '../TrialBadge/TrialBadge';
import { UserMenu } from '../UserMenu/UserMenu';

interface Props {
  user: UserResponse;
  onAccount: () => void;
  onLogout: () => void;
}

/** Logo (back to /), the trial badge for shop owners and the user's menu. */
export function DashboardHeader({ user, onAccount, onLogout }: Props) {
  return (
    <Paper component="header" radius={0} withBorder style={{ borderInline: 0, borderTop: 0 }}>
      <Container size="xl" px={{ base: 'sm', sm: 'md' }} py={8}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Anchor
            component={Link}
            to={HOME_PATH}
            fw={800}
            fz="xl"
            underline="never"
            aria-label="Servisi – faqja kryesore"
          >
            Servisi
          </Anchor>
          <Group gap="sm" wrap="nowrap">
            {!user.isAdmin && <TrialBadge user={user} size="md" />}
            <UserMenu user={user} onAccount={onAccount} onLogout={onLogout} />
          </Group>
        </Group>
      </Container>
    </Paper>
  );
}
