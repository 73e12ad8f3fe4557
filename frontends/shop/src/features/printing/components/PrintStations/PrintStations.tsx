import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { PrintStationResponse } from '@repair-shop/contracts';
import { loadFailed, retryProps, type SentFromForm } from '@repair-shop/web';
import { usePrintStationActions, usePrintStations } from '../../hooks/use-print-stations';
import { PlusIcon } from '../../../../components/Icons/icons';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { PairingLinkDialog, type PairingLink } from '../PairingLinkDialog/PairingLinkDialog';
import { PrintStationRow } from '../PrintStationRow/PrintStationRow';
import { StationNameDialog } from '../StationNameDialog/StationNameDialog';
import { unsignedCouponsRefusal } from '../../../../utils/unsigned-coupons';

export const NO_STATIONS_TEXT = 'Nuk keni shtuar ende asnjë printer.';

/**
 * "Printerët" (owner and managers): the browsers at the counter that print what anyone in the shop sends
 * them. A new station, or a new pairing link for one, shows its link to open there; each station can be
 * renamed, set to print every new job's label, or removed.
 */
export function PrintStations() {
  const stations = usePrintStations();
  const actions = usePrintStationActions();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<PrintStationResponse | null>(null);
  const [link, setLink] = useState<PairingLink | null>(null);

  const add = async (sent: SentFromForm<string>) => {
    const created = await actions.add.mutateAsync(sent);
    setLink({ stationName: created.station.name, url: created.pairingUrl });
  };

  const newLink = (station: PrintStationResponse) =>
    actions.newLink.mutate(station, {
      onSuccess: (created) => setLink({ stationName: created.station.name, url: created.pairingUrl }),
    });

  const confirmRemove = (station: PrintStationResponse) =>
    modals.openConfirmModal({
      title: 'Hiq printerin',
      centered: true,
      children: (
        <Text size="sm">
          <b>{station.name}</b> nuk do të printojë më: shfletuesi i banakut humbet lidhjen menjëherë dhe dokumentet që
          presin nuk printohen.
        </Text>
      ),
      labels: { confirm: 'Hiq printerin', cancel: 'Anulo' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        actions.remove.mutate(
          { station, voidUnsigned: false },
          {
            onError: (error) => {
              const unsigned = unsignedCouponsRefusal(error);
              if (unsigned) confirmVoidUnsigned(station, unsigned);
            },
          },
        ),
    });

  /** A Kosovo till with coupons it has not signed: removed only once the owner gives them up, as the server said. */
  const confirmVoidUnsigned = (station: PrintStationResponse, unsigned: string) =>
    modals.openConfirmModal({
      title: `Kupona të panënshkruar te ${station.name}`,
      centered: true,
      children: <Text size="sm">{unsigned}</Text>,
      labels: { confirm: 'Hiqe dhe shëno kuponët të dështuar', cancel: 'Anulo' },
      confirmProps: { color: 'red' },
      onConfirm: () => actions.remove.mutate({ station, voidUnsigned: true }),
    });

  const busyWith = (station: PrintStationResponse): boolean =>
    (actions.update.isPending && actions.update.variables?.id === station.id) ||
    (actions.newLink.isPending && actions.newLink.variables?.id === station.id) ||
    (actions.remove.isPending && actions.remove.variables?.station.id === station.id);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="print-stations-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={3} fz="lg" id="print-stations-title">
            Printerët
          </Title>
          <Button variant="light" leftSection={<PlusIcon />} onClick={() => setAdding(true)}>
            Shto printer
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Printeri është shfletuesi i kompjuterit të banakut: e çiftoni një herë me lidhjen që jep aplikacioni, dhe ai
          printon vetë etiketat, faturat dhe dëftesat që i dërgoni nga çdo telefon i dyqanit.
        </Text>
        {loadFailed(stations) ? (
          <LoadFailed what="Printerët" {...retryProps(stations)} />
        ) : stations.data === undefined ? (
          <Center py="md">
            <Loader size="sm" aria-label="Duke ngarkuar printerët" />
          </Center>
        ) : stations.data.length === 0 ? (
          <Text size="sm">{NO_STATIONS_TEXT}</Text>
        ) : (
          <Paper withBorder radius="md">
            <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Lista e printerëve">
              {stations.data.map((station, index) => (
                <li
                  key={station.id}
                  aria-label={station.name}
                  style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
                >
                  <PrintStationRow
                    station={station}
                    busy={busyWith(station)}
                    onChange={(change) => actions.update.mutate({ id: station.id, change })}
                    onRename={() => setRenaming(station)}
                    onNewLink={() => newLink(station)}
                    onRemove={() => confirmRemove(station)}
                  />
                </li>
              ))}
            </Stack>
          </Paper>
        )}
      </Stack>
      <StationNameDialog
        opened={adding}
        title="Shto printer"
        initialName=""
        submitLabel="Shto dhe merr lidhjen"
        saving={actions.add.isPending}
        onSubmit={add}
        onClose={() => setAdding(false)}
      />
      <StationNameDialog
        opened={renaming !== null}
        title="Ndrysho emrin e printerit"
        initialName={renaming?.name ?? ''}
        submitLabel="Ruaj"
        saving={actions.update.isPending}
        onSubmit={({ request: name, form }) =>
          actions.update.mutateAsync({ id: renaming?.id ?? '', change: { name }, form })
        }
        onClose={() => setRenaming(null)}
      />
      <PairingLinkDialog link={link} onClose={() => setLink(null)} />
    </Paper>
  );
}
