import { Alert, Button, Group, Text } from '@mantine/core';

interface Props {
  what: string;
  onRetry: () => void;
  /** A new try is on its way. */
  retrying?: boolean;
}

/** A gentle note in place of a list that could not be loaded, with a retry. */
export function LoadFailed({ what, onRetry, retrying = false }: Props) {
  return (
    <Alert color="gray" variant="light" title={`${what} nuk u ngarkuan`}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">Kontrolloni lidhjen me internetin dhe provoni përsëri.</Text>
        <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
          Provo përsëri
        </Button>
      </Group>
    </Alert>
  );
}
