import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

interface Props {
  /** Shop owners that would be deleted (administrators never are). */
  count: number;
  busy: boolean;
  onConfirmed: () => void;
}

/** Deleting every shop owner needs two successive confirmations, the second one stronger. */
export function DeleteAllUsersButton({ count, busy, onConfirmed }: Props) {
  const openFinalConfirm = (): void => {
    modals.openConfirmModal({
      title: 'Konfirmimi përfundimtar',
      centered: true,
      children: (
        <Text size="sm" c="red.8" fw={500}>
          Ky veprim është i pakthyeshëm. Të gjithë {count} përdoruesit, bizneset, punëtorët dhe punët e tyre do të
          fshihen përgjithmonë.
        </Text>
      ),
      labels: { confirm: 'Po, fshi të gjithë', cancel: 'Anulo' },
      confirmProps: { color: 'red', variant: 'filled' },
      onConfirm: onConfirmed,
    });
  };

  const openFirstConfirm = (): void => {
    modals.openConfirmModal({
      title: 'Fshi të gjithë përdoruesit',
      centered: true,
      children: (
        <Text size="sm">
          A jeni i sigurt që dëshironi të fshini të gjithë përdoruesit ({count})? Administratorët nuk fshihen.
        </Text>
      ),
      labels: { confirm: 'Vazhdo', cancel: 'Anulo' },
      confirmProps: { color: 'red', variant: 'light' },
      onConfirm: openFinalConfirm,
    });
  };

  return (
    <Button color="red" variant="filled" size="sm" onClick={openFirstConfirm} disabled={count === 0} loading={busy}>
      Fshi të gjithë përdoruesit
    </Button>
  );
}
