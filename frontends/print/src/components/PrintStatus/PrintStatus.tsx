import { Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../routes';

interface Props {
  state: 'loading' | 'notFound' | 'failed';
  message?: string;
}

const MESSAGES = {
  notFound: 'Puna nuk u gjet.',
  failed: 'Të dhënat e punës nuk u ngarkuan. Kontrolloni lidhjen dhe provoni përsëri.',
} as const;

/** Loading, not found, or a failed load, with a way back. */
export function PrintStatus({ state, message }: Props) {
  const navigate = useNavigate();
  if (state === 'loading') {
    return (
      <Center mih="60vh">
        <Loader aria-label="Duke u ngarkuar" />
      </Center>
    );
  }
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={420} w="100%">
        <Stack align="center" gap="md">
          <Text fw={600} ta="center">
            {message ?? MESSAGES[state]}
          </Text>
          <Button variant="default" onClick={() => navigate(DASHBOARD_PATH)}>
            Kthehu te paneli
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
