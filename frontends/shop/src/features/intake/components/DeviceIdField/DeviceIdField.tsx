import { Stack, Switch, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { DEVICE_ID_KIND_LABELS, type DeviceIdKind } from '@repair-shop/contracts';

interface Props {
  kind: DeviceIdKind;
  value: string;
  error?: ReactNode;
  onKindChange: (kind: DeviceIdKind) => void;
  onChange: (value: string) => void;
  /** The field was left (the dialog checks an IMEI then, rather than waiting for the submit). */
  onBlur?: () => void;
}

/**
 * The device's IMEI (15 digits, a numeric keyboard on a phone; *#06# shows it) or, switched over for a
 * device without one (a laptop, a tablet without SIM), its serial number.
 */
export function DeviceIdField({ kind, value, error, onKindChange, onChange, onBlur }: Props) {
  const imei = kind === 'imei';
  return (
    <Stack gap={6}>
      <TextInput
        label={DEVICE_ID_KIND_LABELS[kind]}
        withAsterisk
        placeholder={imei ? '15 shifra, p.sh. 356938035643809' : 'p.sh. C02XL0ABJG5H'}
        description={imei ? 'Në telefon shfaqet me *#06#' : 'Siç është shkruar në pajisje'}
        inputMode={imei ? 'numeric' : 'text'}
        autoComplete="off"
        maxLength={imei ? 20 : 64}
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      />
      <Switch
        size="xs"
        label="Me numër serik (laptop, tablet pa SIM)"
        checked={!imei}
        onChange={(event) => onKindChange(event.currentTarget.checked ? 'serial' : 'imei')}
      />
    </Stack>
  );
}
