import { notifications } from '@mantine/notifications';

/** How long a success stays on screen; an error stays longer. */
export const NOTIFICATION_AUTO_CLOSE_MS = 3000;

/** Success and error messages of every frontend, as Mantine notifications (never browser alerts). */
export const notifySuccess = (message: string, detail?: string | null): void => {
  notifications.show(detail ? { color: 'green', title: message, message: detail } : { color: 'green', message });
};

/**
 * Done, with a consequence the user must know (a payment recorded whose receipt the tax office has not
 * accepted): orange, or red when something was refused; it stays until closed, so that it is read.
 */
export const notifyWarning = (title: string, message: string, color: 'orange' | 'red' = 'orange'): void => {
  notifications.show({ color, title, message, autoClose: false });
};

/** An error stays twice as long as a success: it has more to read, and something to do about it. */
const ERROR_AUTO_CLOSE_MS = 2 * NOTIFICATION_AUTO_CLOSE_MS;

/** The catalogue's message; the server's own explanation, when it gave one, as a second line. */
export const notifyError = (message: string, detail?: string | null): void => {
  notifications.show(
    detail
      ? { color: 'red', title: message, message: detail, autoClose: ERROR_AUTO_CLOSE_MS }
      : { color: 'red', message, autoClose: ERROR_AUTO_CLOSE_MS },
  );
};
