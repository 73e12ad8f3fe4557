import { Badge, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { guessDeviceIdKind, normalizeDeviceId } from '@repair-shop/contracts';
import { useState } from 'react';
import { useScannedCode } from '../../../../hooks/use-scanned-code';
import { unitSerialProblem } from '../../utils/unit-serial';

interface Props {
  /** The product's name, for the field's accessible name. */
  name: string;
  serials: string[];
  onChange: (serials: string[]) => void;
  error?: string | null;
}

const SERIAL_CHECK_FAILED = 'Gabim gjatë kontrollit të numrit serik';

/**
 * One IMEI or serial per piece of a serialized product's line: each scanned (the scanner types it and Enter) or
 * typed and Enter, checked as the server checks it (an IMEI's Luhn digit), kept once; the count is the quantity.
 */
export function SerialsInput({ name, serials, onChange, error }: Props) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const scanned = useScannedCode(
    async (code: string) => {
      const wrong = unitSerialProblem(code);
      if (wrong) {
        setProblem(wrong);
        return null;
      }
      const kind = guessDeviceIdKind(code);
      return normalizeDeviceId(kind, code);
    },
    (serial: string) => {
      if (serials.includes(serial)) setProblem(`«${serial}» është shënuar një herë në këtë rresht`);
      else onChange([...serials, serial]);
      setText('');
    },
    SERIAL_CHECK_FAILED,
  );
  return (
    <Stack gap={4} style={{ flex: '1 1 100%' }}>
      <TextInput
        label={`IMEI / numrat serikë (${serials.length} copë)`}
        aria-label={`IMEI ose numri serik i ${name}`}
        placeholder="Skanoni çdo copë, ose shkruani dhe shtypni Enter"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setProblem(null);
          scanned.clearMissing();
        }}
        onKeyDown={(event) => void scanned.onKeyDown(event, text)}
        error={problem ?? error}
      />
      {serials.length > 0 && (
        <Group gap={6} aria-label={`Numrat serikë të ${name}`}>
          {serials.map((serial) => (
            <Badge
              key={serial}
              variant="light"
              tt="none"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={`Hiq ${serial}`}
                  onClick={() => onChange(serials.filter((other) => other !== serial))}
                />
              }
            >
              {serial}
            </Badge>
          ))}
        </Group>
      )}
      {serials.length === 0 && !problem && !error && (
        <Text size="xs" c="dimmed">
          Produkt me numër serik: sasia është numri i IMEI-ve të shënuara.
        </Text>
      )}
    </Stack>
  );
}
