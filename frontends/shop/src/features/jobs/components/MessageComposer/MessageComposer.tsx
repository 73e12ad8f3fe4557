import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FIELD_LIMITS } from '@repair-shop/contracts';

/** A message line and "Shto mesazh"; Enter sends too; whitespace-only text is ignored. */
export function MessageComposer({ onSend }: { onSend: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !text.trim()) return;
    setBusy(true);
    const sent = await onSend(text);
    setBusy(false);
    if (sent) setText('');
  };

  return (
    <form onSubmit={send} noValidate>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Mesazh i ri"
          placeholder="Shkruani një mesazh…"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={FIELD_LIMITS.jobMessage}
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={busy}>
          Shto mesazh
        </Button>
      </Group>
    </form>
  );
}
