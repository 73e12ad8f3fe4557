import { Alert, Text } from '@mantine/core';

/** Shown while the server has no SMS gateway: the messages then only go to the server's log. */
export function SmsGatewayAlert() {
  return (
    <Alert color="yellow" variant="light" title="SMS-të nuk po u dërgohen klientëve">
      <Text size="sm">
        Në server nuk është konfiguruar asnjë shërbim (gateway) për dërgimin e SMS-ve, prandaj mesazhet vetëm shkruhen
        në regjistrin (log) e serverit dhe nuk u dërgohen klientëve. Ju lutemi kontaktoni administratorin për ta
        konfiguruar.
      </Text>
    </Alert>
  );
}
