import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorDetail, getStationCredential, saveStationCredential, stationApi } from '@repair-shop/web';
import { STATION_PATHS } from '../../routes';
import type { StationPageState } from '../StationScreen/StationScreen';

export const PAIR_FAILED_TEXT = 'Çiftimi nuk u krye. Kontrolloni lidhjen me internetin dhe provoni përsëri.';

/**
 * /print/pair/:token: spends the single-use pairing link once, keeps the station's credential in this
 * browser and opens the station page, which says for whom it prints now. A used or expired link shows
 * the server's explanation.
 */
export function PairScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const pair = useMutation({
    mutationFn: () => stationApi.pair(token),
    meta: { session: 'none' },
    onSuccess: (paired) => {
      saveStationCredential(paired);
      const state: StationPageState = { paired: true };
      navigate(STATION_PATHS.station, { replace: true, state });
    },
  });
  // The link works once: it is spent once, even when the effect runs twice.
  const started = useRef(false);
  const { mutate } = pair;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (!pair.isError) {
    return (
      <Center mih="60vh">
        <Stack align="center" gap="sm">
          <Loader aria-label="Po çiftohet" />
          <Text>Po çiftohet ky shfletues me dyqanin…</Text>
        </Stack>
      </Center>
    );
  }
  const detail = apiErrorDetail(pair.error);
  const paired = getStationCredential();
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={520} w="100%">
        <Stack gap="md">
          <Title order={1} fz="h3">
            Printeri i banakut
          </Title>
          <Alert color="red" title="Lidhja e çiftimit nuk vlen">
            {detail ?? PAIR_FAILED_TEXT}
          </Alert>
          <Group gap="sm">
            {detail === null && <Button onClick={() => mutate()}>Provo përsëri</Button>}
            {paired && (
              <Button variant="default" onClick={() => navigate(STATION_PATHS.station)}>
                Hap printerin «{paired.station.name}»
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
