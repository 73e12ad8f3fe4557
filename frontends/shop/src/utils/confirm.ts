import { modals } from '@mantine/modals';

interface Question {
  title: string;
  message: string;
  confirm: string;
}

/** Asks in a confirm modal; true when confirmed, false when cancelled or closed. */
export function askToConfirm({ title, message, confirm }: Question): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      children: message,
      labels: { confirm, cancel: 'Anulo' },
      // A confirmation resolves first; the close that follows it changes nothing.
      onConfirm: () => resolve(true),
      onClose: () => resolve(false),
    });
  });
}
