import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { Suspense, lazy, useMemo, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { runtimeConfig } from '@repair-shop/web';
import { loadRemoteApp, registerRemoteUrls, type RemoteName } from '../remote-registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

const REMOTE_TITLES: Record<RemoteName, string> = {
  shop: 'Paneli i servisit',
  admin: 'Paneli i administratorit',
  print: 'Printimi',
};

/** Renders a remote's routes, fetching its code only when one of its routes is visited. */
export function RemoteRoute({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = useMemo<ComponentType>(
    () => lazy(async () => ({ default: await loadRemoteApp(name) })),
    [name, attempt],
  );

  const retry = (): void => {
    // A failed remote entry stays cached by the runtime; registering it again forces a new fetch.
    registerRemoteUrls(runtimeConfig().remotes, true);
    setAttempt((value) => value + 1);
  };

  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={retry}
      fallback={(onRetry) => (
        <Center mih="60vh" p="md">
          <Alert color="red" title={`${REMOTE_TITLES[name]} nuk mund të ngarkohet`} maw={480} w="100%">
            <Stack gap="sm">
              <Text size="sm">
                Kjo pjesë e aplikacionit nuk u ngarkua. Kontrolloni lidhjen me internetin dhe provoni përsëri.
              </Text>
              <Group>
                <Button onClick={onRetry}>Provo përsëri</Button>
                <Button component={Link} to="/" variant="subtle">
                  Kthehu në ballinë
                </Button>
              </Group>
            </Stack>
          </Alert>
        </Center>
      )}
    >
      <Suspense
        fallback={
          <Center mih="60vh">
            <Loader aria-label="Duke u ngarkuar" />
          </Center>
        }
      >
        <RemoteApp />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
