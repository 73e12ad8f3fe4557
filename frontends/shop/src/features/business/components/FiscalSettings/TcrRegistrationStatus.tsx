import { Alert, Button, Group, Text } from '@mantine/core';
import type { FiscalProfileResponse } from '@repair-shop/contracts';
import { useRegisterTcr } from '../../hooks/use-register-tcr';

export const TCR_NOT_REGISTERED = 'Arka nuk është regjistruar ende';
export const REGISTER_TCR = 'Regjistro arkën';

type AlbanianProfile = Extract<FiscalProfileResponse, { country: 'albania' }>;

/** The Albanian register's code, or why it has none yet and a button that registers it with the CIS. */
export function TcrRegistrationStatus({ profile }: { profile: AlbanianProfile }) {
  const register = useRegisterTcr();
  if (profile.tcrCode) {
    return (
      <Text size="sm" aria-label="Arka">
        <Text span c="dimmed">
          Kodi i arkës (TCR):{' '}
        </Text>
        <Text span ff="monospace">
          {profile.tcrCode}
        </Text>
      </Text>
    );
  }
  return (
    <Alert color="orange" title={TCR_NOT_REGISTERED}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" style={{ flex: 1 }}>
          {profile.tcrRegistrationProblem ??
            'Pa kodin e arkës pagesat nuk fiskalizohen. Servisi e regjistron arkën te sistemi i tatimeve (CIS).'}
        </Text>
        <Button size="xs" loading={register.isPending} onClick={() => register.mutate()}>
          {REGISTER_TCR}
        </Button>
      </Group>
    </Alert>
  );
}
