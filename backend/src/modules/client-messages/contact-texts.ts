import { CHAT_APP_LABELS, JOB_STATUS_LABELS, type ChatApp, type JobStatus } from '@repair-shop/contracts';

/** What a chat was opened with: the status's message, a reminder, or the estimate at its price ("45,00 €"). */
export type ChatSubject =
  { purpose: 'status'; status: JobStatus } | { purpose: 'reminder' } | { purpose: 'estimate'; price: string };

const subjectText = (subject: ChatSubject): string => {
  switch (subject.purpose) {
    case 'status':
      return `mesazhin «${JOB_STATUS_LABELS[subject.status]}»`;
    case 'reminder':
      return 'një kujtesë';
    case 'estimate':
      return `preventivin (${subject.price})`;
  }
};

/** The history lines of the shop writing to its client itself (type `contact`), signed by whoever did it. */
export const CONTACT_TEXT = {
  /** The app was opened with the message ready; whether it was sent there, only the app knows. */
  chatOpened: (app: ChatApp, phone: string, subject: ChatSubject): string =>
    `U hap ${CHAT_APP_LABELS[app]} për t'i dërguar klientit (${phone}) ${subjectText(subject)}.`,
  /** The sender writes what became of it (sent, or why not) in a line of its own. */
  reminderSmsQueued: (phone: string): string =>
    `Kujtesa për klientin u vu në radhë për t'u dërguar me SMS te ${phone}.`,
};
