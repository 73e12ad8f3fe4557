import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useEffect } from 'react';
import { DEVICE_LOCK_LABELS, DEVICE_LOCK_WIPE_DAYS, type DeviceLockSummary } from '@repair-shop/contracts';
import { formatDateTime } from '@repair-shop/web';
import { useDeviceLock } from '../../hooks/use-device-lock';
import { DeviceLockDialog } from '../DeviceLockField/DeviceLockDialog';
import { PatternPad } from '../PatternPad/PatternPad';

interface Props {
  jobId: string;
  deviceLock: DeviceLockSummary | null;
}

/** How long a revealed code stays on the screen. */
const SHOWN_FOR_MS = 60_000;

/**
 * "Kodi i zhbllokimit": whether a code is kept and of which kind; "Shfaq kodin" shows it for a minute
 * (the history records who asked), and the code can be changed or removed.
 */
export function JobDeviceLock({ jobId, deviceLock }: Props) {
  const [opened, dialog] = useDisclosure(false);
  const { save, remove, reveal } = useDeviceLock(jobId);
  const shown = reveal.data?.deviceLock ?? null;
  const { reset } = reveal;

  // Out of sight after a minute, and whenever the kept code changes.
  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(reset, SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [shown, reset]);
  useEffect(() => {
    reset();
  }, [deviceLock?.savedAt, reset]);

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: 'Hiq kodin e zhbllokimit',
      centered: true,
      children: <Text size="sm">Kodi fshihet nga serveri. Nëse ju duhet përsëri, kërkojani klientit.</Text>,
      labels: { confirm: 'Hiq kodin', cancel: 'Anulo' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="job-device-lock-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={3} fz="lg" id="job-device-lock-title">
            Kodi i zhbllokimit
          </Title>
          <Group gap="xs">
            {deviceLock && !shown && (
              <Button onClick={() => reveal.mutate()} loading={reveal.isPending}>
                Shfaq kodin
              </Button>
            )}
            {shown && (
              <Button variant="default" onClick={reset}>
                Fshihe
              </Button>
            )}
            <Button variant="light" onClick={dialog.open}>
              {deviceLock ? 'Ndrysho' : 'Ruaj kodin'}
            </Button>
            {deviceLock && (
              <Button variant="subtle" color="red" onClick={confirmRemove} loading={remove.isPending}>
                Hiq
              </Button>
            )}
          </Group>
        </Group>
        {deviceLock ? (
          <Text size="sm" aria-label="Kodi i ruajtur">
            {DEVICE_LOCK_LABELS[deviceLock.kind]} · ruajtur i koduar më {formatDateTime(deviceLock.savedAt)} · fshihet{' '}
            {DEVICE_LOCK_WIPE_DAYS} ditë pas përfundimit
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Nuk është ruajtur asnjë kod për këtë pajisje.
          </Text>
        )}
        {shown && (
          <Alert color="yellow" title="Shfaqja u shënua në historik" aria-label="Kodi i shfaqur">
            {shown.kind === 'pattern' ? (
              <PatternPad label="Modeli i zhbllokimit" value={shown.value} size={180} />
            ) : (
              <Text ff="monospace" fz={24} fw={700} style={{ overflowWrap: 'anywhere' }}>
                {shown.value}
              </Text>
            )}
          </Alert>
        )}
      </Stack>
      <DeviceLockDialog
        opened={opened}
        saving={save.isPending}
        onClose={dialog.close}
        onSave={(sent) => save.mutate(sent, { onSuccess: dialog.close })}
      />
    </Paper>
  );
}
