import { ActionIcon, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { WorkerResponse } from '@repair-shop/contracts';
import { fullName } from '@repair-shop/web';
import { useWorkerStaffing } from '../../hooks/use-worker-staffing';
import { PencilIcon } from '../Icons/icons';

interface Props {
  worker: WorkerResponse;
  onEdit: (worker: WorkerResponse) => void;
  onGiveLogin: (worker: WorkerResponse) => void;
}

/** What the owner or a manager can do with a worker: edit, give or take away a login, deactivate. */
export function WorkerActions({ worker, onEdit, onGiveLogin }: Props) {
  const staffing = useWorkerStaffing();
  const name = fullName(worker);

  const confirmRevoke = () =>
    modals.openConfirmModal({
      title: 'Hiq hyrjen',
      centered: true,
      children: (
        <Text size="sm">
          <b>{name}</b> nuk do të mund të hyjë më në aplikacion; seanca e hapur mbyllet menjëherë. Punët dhe historia mbeten.
        </Text>
      ),
      labels: { confirm: 'Hiq hyrjen', cancel: 'Anulo' },
      confirmProps: { color: 'red' },
      onConfirm: () => staffing.revoke(worker),
    });

  const confirmDeactivate = () =>
    modals.openConfirmModal({
      title: 'Çaktivizo punëtorin',
      centered: true,
      children: (
        <Text size="sm">
          <b>{name}</b> nuk do të ofrohet më për punë të reja{worker.login ? ' dhe humbet hyrjen në aplikacion' : ''}. Punët e tij dhe
          historia mbeten ashtu siç janë.
        </Text>
      ),
      labels: { confirm: 'Çaktivizo', cancel: 'Anulo' },
      confirmProps: { color: 'red' },
      onConfirm: () => staffing.setActive(worker, false),
    });

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" loading={staffing.busy} aria-label={`Veprime për ${name}`}>
          <PencilIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onEdit(worker)}>Ndrysho të dhënat</Menu.Item>
        {worker.active && !worker.login && <Menu.Item onClick={() => onGiveLogin(worker)}>Jep hyrje në aplikacion</Menu.Item>}
        {worker.login && (
          <Menu.Item color="red" onClick={confirmRevoke}>
            Hiq hyrjen
          </Menu.Item>
        )}
        {worker.active ? (
          <Menu.Item color="red" onClick={confirmDeactivate}>
            Çaktivizo
          </Menu.Item>
        ) : (
          <Menu.Item onClick={() => staffing.setActive(worker, true)}>Aktivizo sërish</Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
