import { Alert, Button, List, Stack, Text } from '@mantine/core';

interface Props {
  firstName: string;
  onDismiss: () => void;
}

/** Shown to a shop owner until dismissed once. */
export function WelcomeBanner({ firstName, onDismiss }: Props) {
  return (
    <Alert
      color="indigo"
      variant="light"
      title={`Mirë se vini në Servisi, ${firstName}!`}
      withCloseButton
      closeButtonLabel="Mbyll mesazhin e mirëseardhjes"
      onClose={onDismiss}
    >
      <Stack gap="xs">
        <Text size="sm">Filloni në tre hapa të thjeshtë:</Text>
        <List size="sm" type="ordered" spacing={2}>
          <List.Item>Shtoni punëtorët tuaj te skeda «Punëtorët».</List.Item>
          <List.Item>Regjistroni çdo pajisje që pranoni me «Shto punë».</List.Item>
          <List.Item>Printoni etiketën dhe faturën e punës dhe ndiqni statusin e saj deri në dorëzim.</List.Item>
        </List>
        <div>
          <Button size="xs" variant="light" onClick={onDismiss}>
            E kuptova
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
