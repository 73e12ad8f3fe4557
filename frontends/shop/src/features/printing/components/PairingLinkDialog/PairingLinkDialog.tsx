import { Alert, Modal } from '@mantine/core';
import { LinkToSend } from '../../../../components/LinkToSend/LinkToSend';

export interface PairingLink {
  stationName: string;
  url: string;
}

interface Props {
  link: PairingLink | null;
  onClose: () => void;
}

/** A station's pairing link, to open on the counter's computer: shown once, with a copy button (like a staff invitation). */
export function PairingLinkDialog({ link, onClose }: Props) {
  return (
    <Modal
      opened={link !== null}
      onClose={onClose}
      title={link ? `Çiftimi i printerit «${link.stationName}»` : ''}
      centered
    >
      {link && (
        <LinkToSend label="Lidhja e çiftimit" url={link.url} onClose={onClose}>
          <Alert color="indigo" title="Hapeni në kompjuterin e banakut">
            Hapeni këtë lidhje në shfletuesin që do të printojë (Chromium, me printerin e banakut të lidhur). Lidhja
            vlen 24 orë dhe përdoret një herë; shfletuesi që e hap zë vendin e atij që ishte çiftuar më parë.
          </Alert>
        </LinkToSend>
      )}
    </Modal>
  );
}
