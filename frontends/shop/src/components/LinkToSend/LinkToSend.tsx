import { Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** What the link is for and how long it holds (an alert), above it. */
  children: ReactNode;
  /** The field's label ("Lidhja e ftesës"). */
  label: string;
  url: string;
  /** Other ways to send it (Viber, WhatsApp), before "Kopjo lidhjen". */
  sendActions?: ReactNode;
  onClose: () => void;
}

/**
 * A single-use link to send on or open elsewhere (a staff invitation, a print station's pairing): shown
 * once, selected whole on focus, with "Kopjo lidhjen" and "Mbyll".
 */
export function LinkToSend({ children, label, url, sendActions, onClose }: Props) {
  return (
    <Stack gap="sm">
      {children}
      <TextInput label={label} value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
      <Group justify="flex-end" gap="xs">
        {sendActions}
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant={copied ? 'light' : 'filled'} color={copied ? 'green' : undefined} onClick={copy}>
              {copied ? 'U kopjua' : 'Kopjo lidhjen'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onClose}>
          Mbyll
        </Button>
      </Group>
    </Stack>
  );
}
