import { Alert, Badge } from '@mantine/core';
import type { StationTillState } from '../../station/station-till';

interface Props {
  till: StationTillState;
}

export const tillReadyText = (posId: number): string => `Arka fiskale POS ${posId}: kuponët nënshkruhen këtu`;

export const KEY_MISMATCH_TEXT =
  'Ky shfletues nuk ka çelësin e regjistruar të kësaj arke, ndaj kuponët nuk nënshkruhen. Pronari duhet të kërkojë një çelës të ri te Biznesi › Fiskalizimi, pastaj regjistrojeni çelësin e ri në ATK.';

/** A Kosovo station's till: its POS when it signs, or why it cannot. Nothing for other shops. */
export function StationTillStatus({ till }: Props) {
  if (till.kind === 'none') return null;
  if (till.kind === 'ready') {
    return (
      <Badge color="teal" variant="light" size="lg">
        {tillReadyText(till.posId)}
      </Badge>
    );
  }
  return (
    <Alert color="red" title={till.kind === 'keyMismatch' ? `Arka fiskale POS ${till.posId ?? '?'}` : 'Arka fiskale'}>
      {till.kind === 'keyMismatch' ? KEY_MISMATCH_TEXT : till.error}
    </Alert>
  );
}
