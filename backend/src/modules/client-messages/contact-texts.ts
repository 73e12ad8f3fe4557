import { CHAT_APP_LABELS, JOB_STATUS_LABELS, type ChatApp, type ChatPurpose, type JobStatus } from '@repair-shop/contracts';

/** The history lines of the shop writing to its client itself (type `contact`), signed by whoever did it. */
export const CONTACT_TEXT = {
  /** The app was opened with the message ready; whether it was sent there, only the app knows. */
  chatOpened: (app: ChatApp, phone: string, purpose: ChatPurpose, status: JobStatus): string =>
    purpose === 'status'
      ? `U hap ${CHAT_APP_LABELS[app]} për t'i dërguar klientit (${phone}) mesazhin «${JOB_STATUS_LABELS[status]}».`
      : `U hap ${CHAT_APP_LABELS[app]} për t'i dërguar klientit (${phone}) një kujtesë.`,
  /** The sender writes what became of it (sent, or why not) in a line of its own. */
  reminderSmsQueued: (phone: string): string => `Kujtesa për klientin u vu në radhë për t'u dërguar me SMS te ${phone}.`,
};
