import { ActionIcon, Button, Group, Select, Stack, Text, TextInput, Textarea, Tooltip } from '@mantine/core';
import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { REQUIRED_TEXT } from '@repair-shop/web';
import { INVALID_PRICE_TEXT, parsePriceText } from '../../../../utils/price';
import { useReadOnlyReason } from '../../../../hooks/use-read-only';
import { writeProps } from '../../../../components/ReadOnlyTip/ReadOnlyTip';
import { PriceInput } from '../../../../components/PriceInput/PriceInput';
import { PencilIcon } from '../../../../components/Icons/icons';

export type FieldEditor =
  | { kind: 'text' | 'phone' | 'textarea'; required: true }
  | { kind: 'select'; options: { value: string; label: string }[] }
  | { kind: 'price' }
  /** Whole days, 0 to max (a warranty); `invalidText` says so otherwise. */
  | { kind: 'days'; max: number; invalidText: string };

interface Props {
  label: string;
  /** What is shown when not editing. */
  display: ReactNode;
  /** Without an editor the field is read-only. */
  editor?: FieldEditor;
  /** The value the editor starts from. */
  initial?: string;
  /** Resolves true when saved; the editor then closes. */
  onSave?: (value: string) => Promise<boolean>;
  fullWidth?: boolean;
}

/** A labelled fact of a job; its pencil turns it into an input with "Ruaj" and "Anulo". */
export function EditableField({ label, display, editor, initial = '', onSave, fullWidth }: Props) {
  const readOnly = useReadOnlyReason();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const gridColumn = fullWidth ? { gridColumn: '1 / -1' } : undefined;

  const start = () => {
    setDraft(initial);
    setError(null);
    setEditing(true);
  };
  const cancel = () => setEditing(false);
  const change = (value: string) => {
    setDraft(value);
    setError(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!editor || !onSave || busy) return;
    if ('required' in editor && !draft.trim()) {
      setError(REQUIRED_TEXT);
      return;
    }
    if (editor.kind === 'price' && !parsePriceText(draft).valid) {
      setError(INVALID_PRICE_TEXT);
      return;
    }
    if (editor.kind === 'days' && !(/^\d+$/.test(draft.trim()) && Number(draft) <= editor.max)) {
      setError(editor.invalidText);
      return;
    }
    if (draft.trim() === initial.trim()) {
      setEditing(false);
      return;
    }
    setBusy(true);
    const saved = await onSave(draft);
    setBusy(false);
    if (saved) setEditing(false);
  };

  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      cancel();
    }
  };

  if (editing && editor) {
    const common = { label, error, autoFocus: true, onKeyDown: escape } as const;
    return (
      <form onSubmit={save} noValidate style={gridColumn}>
        <Stack gap={6}>
          {editor.kind === 'select' ? (
            <Select
              label={label}
              data={editor.options}
              value={draft || null}
              onChange={(value) => change(value ?? '')}
              allowDeselect={false}
              searchable={editor.options.length > 6}
              autoFocus
            />
          ) : editor.kind === 'price' ? (
            <PriceInput
              {...common}
              description="Lëreni bosh për ta hequr çmimin"
              value={draft}
              onChange={(event) => change(event.currentTarget.value)}
            />
          ) : editor.kind === 'textarea' ? (
            <Textarea
              {...common}
              value={draft}
              onChange={(event) => change(event.currentTarget.value)}
              autosize
              minRows={3}
              maxRows={10}
            />
          ) : (
            <TextInput
              {...common}
              type={editor.kind === 'phone' ? 'tel' : 'text'}
              inputMode={editor.kind === 'days' ? 'numeric' : undefined}
              value={draft}
              onChange={(event) => change(event.currentTarget.value)}
            />
          )}
          <Group gap="xs">
            <Button type="submit" size="xs" loading={busy}>
              Ruaj
            </Button>
            <Button size="xs" variant="default" onClick={cancel} disabled={busy}>
              Anulo
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" style={gridColumn}>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
        <Text component="div" fw={500} style={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
          {display}
        </Text>
      </div>
      {editor && onSave && (
        <Tooltip label={readOnly ?? `Ndrysho: ${label}`} withArrow multiline maw={280}>
          <ActionIcon variant="subtle" color="gray" {...writeProps(readOnly, start)} aria-label={`Ndrysho: ${label}`}>
            <PencilIcon />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
