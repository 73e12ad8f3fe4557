import { ActionIcon, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { WorkerResponse } from '@repair-shop/contracts';
import { fullName } from '@repair-shop/web';
import { useProfile } from '../../../../hooks/use-profile';
import { useWorkerStaffing } from '../../hooks/use-worker-staffing';
import { PencilIcon } from '../../../../components/Icons/icons';

interface Props {
  worker: WorkerResponse;
  onEdit: (worker: WorkerResponse) => void;
  onGiveLogin: (worker: WorkerResponse) => void;
  /** A new invitation, or a new password's link, for the worker's login. */
  onNewLink: (worker: WorkerResponse) => void;
  /** Albania only: the login's operator (cashier) code; absent for a shop that does not fiscalize there. */
  onOperatorCode?: (worker: WorkerResponse) => void;
}

/** What the owner or a manager can do with a worker: edit, give or take away a login, deactivate (not their own login or worker). */
export function WorkerActions({ worker, onEdit, onGiveLogin, onNewLink, onOperatorCode }: Props) {
  const staffing = useWorkerStaffing();
  const name = fullName(worker);
  // One's own login is neither taken away nor deactivated here (the server refuses both, 409).
  const self = useProfile().user?.workerId === worker.id;

  const confirmRevoke = () =>
    modals.openConfirmModal({
      title: 'Hiq hyrjen',
      centered: true,
      children: (
        <Text size="sm">
          <b>{name}</b> nuk do të mund të hyjë më në aplikacion; seanca e hapur mbyllet menjëherë. Punët dhe historia
          mbeten.
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
          <b>{name}</b> nuk do të ofrohet më për punë të reja{worker.login ? ' dhe humbet hyrjen në aplikacion' : ''}.
          Punët e tij dhe historia mbeten ashtu siç janë.
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
        {worker.active && !worker.login && (
          <Menu.Item onClick={() => onGiveLogin(worker)}>Jep hyrje në aplikacion</Menu.Item>
        )}
        {worker.login && !self && (
          <Menu.Item onClick={() => onNewLink(worker)}>
            {worker.login.accepted ? 'Lidhje për fjalëkalim të ri' : 'Dërgo sërish ftesën'}
          </Menu.Item>
        )}
        {worker.login && onOperatorCode && (
          <Menu.Item onClick={() => onOperatorCode(worker)}>Kodi i operatorit (fiskalizimi)</Menu.Item>
        )}
        {worker.login && !self && (
          <Menu.Item color="red" onClick={confirmRevoke}>
            Hiq hyrjen
          </Menu.Item>
        )}
        {worker.active ? (
          !self && (
            <Menu.Item color="red" onClick={confirmDeactivate}>
              Çaktivizo
            </Menu.Item>
          )
        ) : (
          <Menu.Item onClick={() => staffing.setActive(worker, true)}>Aktivizo sërish</Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
