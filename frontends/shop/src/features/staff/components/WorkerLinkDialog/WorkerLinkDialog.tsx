import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { WorkerResponse } from '@repair-shop/contracts';
import { fullName } from '@repair-shop/web';
import { useNewStaffLoginLink } from '../../hooks/use-new-staff-login-link';
import { WorkerLinkResult } from '../WorkerLinkResult/WorkerLinkResult';

interface Props {
  /** A worker with a login; null: closed. */
  worker: WorkerResponse | null;
  onClose: () => void;
}

/**
 * "Dërgo sërish ftesën" (an invitation not yet accepted) or "Lidhje për fjalëkalim të ri" (a worker who
 * forgot it): asks first, then shows the new link to send and whether it was emailed.
 */
export function WorkerLinkDialog({ worker, onClose }: Props) {
  const create = useNewStaffLoginLink();
  const close = () => {
    create.reset();
    onClose();
  };
  const invitation = worker?.login?.accepted === false;
  const name = worker ? fullName(worker) : '';

  return (
    <Modal
      opened={worker !== null}
      onClose={close}
      title={invitation ? `Ftesë e re për ${name}` : `Fjalëkalim i ri për ${name}`}
      centered
      size="lg"
    >
      {worker && create.data ? (
        <WorkerLinkResult worker={worker} link={create.data} onClose={close} />
      ) : (
        worker && (
          <Stack gap="sm">
            <Text size="sm">
              {invitation
                ? `${worker.firstName} nuk e ka pranuar ende ftesën. Krijoni një lidhje të re për t’ia dërguar sërish; edhe e para vlen derisa të përdoret njëra prej tyre.`
                : `Nëse ${worker.firstName} e ka harruar fjalëkalimin, krijoni një lidhje me të cilën zgjedh një të ri. Fjalëkalimi i vjetër vlen derisa të përdoret lidhja.`}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Anulo
              </Button>
              <Button onClick={() => create.mutate(worker)} loading={create.isPending}>
                Krijo lidhjen
              </Button>
            </Group>
          </Stack>
        )
      )}
    </Modal>
  );
}
