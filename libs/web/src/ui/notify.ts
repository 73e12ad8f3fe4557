import { notifications } from '@mantine/notifications';

/** Success and error messages of every frontend, as Mantine notifications (never browser alerts). */
export const notifySuccess = (message: string): void => {
  notifications.show({ color: 'green', message });
};

/** The catalogue's message; the server's own explanation, when it gave one, as a second line. */
export const notifyError = (message: string, detail?: string | null): void => {
  notifications.show(detail ? { color: 'red', title: message, message: detail } : { color: 'red', message });
};
