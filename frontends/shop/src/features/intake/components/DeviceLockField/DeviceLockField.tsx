import { Button, Group, Input, PasswordInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { DEVICE_LOCK_PATTERN_POINTS, DEVICE_LOCK_PIN_LENGTH } from '@repair-shop/contracts';
import { PatternPad } from '../PatternPad/PatternPad';
import type { DeviceLockDraft } from './device-lock-draft';

interface Props {
  value: DeviceLockDraft;
  onChange: (value: DeviceLockDraft) => void;
  error?: ReactNode;
}

const KINDS = [
  { value: 'none', label: 'Pa kod' },
  { value: 'pin', label: 'PIN' },
  { value: 'password', label: 'Fjalëkalim' },
  { value: 'pattern', label: 'Model' },
];

/**
 * "Kodi i zhbllokimit": none, a PIN (numeric keyboard), a password, or the pattern drawn on the 3×3 grid.
 * The server keeps it encrypted; lists, prints and SMS never show it.
 */
export const DeviceLockField = memo(function DeviceLockField({ value, onChange, error }: Props) {
  const set = (changes: Partial<DeviceLockDraft>) => onChange({ ...value, ...changes });
  return (
    <Input.Wrapper
      label="Kodi i zhbllokimit"
      description="Ruhet i koduar: shfaqet vetëm me «Shfaq kodin» dhe fshihet 30 ditë pas përfundimit."
      error={value.kind === 'pattern' || value.kind === 'none' ? error : undefined}
    >
      <Stack gap="xs" mt={4}>
        <SegmentedControl
          aria-label="Lloji i kodit"
          data={KINDS}
          value={value.kind}
          onChange={(kind) => set({ kind: kind as DeviceLockDraft['kind'] })}
        />
        {value.kind === 'pin' && (
          <PasswordInput
            aria-label="PIN-i i pajisjes"
            placeholder={`${DEVICE_LOCK_PIN_LENGTH.min}–${DEVICE_LOCK_PIN_LENGTH.max} shifra`}
            inputMode="numeric"
            autoComplete="off"
            value={value.pin}
            onChange={(event) => set({ pin: event.currentTarget.value.replace(/\s/g, '') })}
            error={error}
          />
        )}
        {value.kind === 'password' && (
          <PasswordInput
            aria-label="Fjalëkalimi i pajisjes"
            autoComplete="off"
            value={value.password}
            onChange={(event) => set({ password: event.currentTarget.value })}
            error={error}
          />
        )}
        {value.kind === 'pattern' && (
          <Group align="flex-end" gap="sm">
            <PatternPad
              label="Vizatoni modelin"
              value={value.pattern}
              onChange={(pattern) => set({ pattern })}
              size={200}
            />
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                Lidhni të paktën {DEVICE_LOCK_PATTERN_POINTS.min} pika, me gisht ose me mi.
              </Text>
              <Button variant="subtle" size="xs" disabled={!value.pattern} onClick={() => set({ pattern: '' })}>
                Fshi modelin
              </Button>
            </Stack>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
});
