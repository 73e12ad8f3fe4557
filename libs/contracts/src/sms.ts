import { JOB_STATUSES, JOB_STATUS_LABELS, type JobStatus } from './job-status';

/** Placeholders an SMS template may use, written as {name}; each is replaced per job when the message is queued. */
export const SMS_PLACEHOLDERS = ['klienti', 'pajisja', 'statusi', 'kodi', 'linku', 'biznesi', 'cmimi'] as const;

export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];

/** What each placeholder stands for, shown beside the template editor. */
export const SMS_PLACEHOLDER_LABELS: Record<SmsPlaceholder, string> = {
  klienti: 'emri i klientit',
  pajisja: 'pajisja',
  statusi: 'statusi i ri',
  kodi: 'numri i biletës (si në etiketë)',
  linku: 'linku i ndjekjes',
  biznesi: 'emri i biznesit',
  cmimi: 'çmimi (i preventivit, ose i punës)',
};

/**
 * What a shop texts its clients about: each status a job reaches, an estimate to approve, and a reminder
 * the shop sends by hand (a device ready and not collected, a repair that waits), with {statusi} the job's status.
 */
export type SmsMessageKind = JobStatus | 'estimate' | 'reminder';
export const SMS_MESSAGE_KINDS: readonly SmsMessageKind[] = [...JOB_STATUSES, 'estimate', 'reminder'];

export const SMS_MESSAGE_LABELS: Record<SmsMessageKind, string> = {
  ...JOB_STATUS_LABELS,
  estimate: 'Preventivi',
  reminder: 'Kujtesa',
};

export const SMS_TEMPLATE_MAX_LENGTH = 480;

/**
 * Templates a shop starts from; an empty template sends nothing for that status (or estimate). A
 * cancellation texts nothing until the shop writes its own.
 */
export const DEFAULT_SMS_TEMPLATES: Record<SmsMessageKind, string> = {
  new: 'Përshëndetje {klienti}, pajisja juaj {pajisja} u pranua në {biznesi}. Bileta: {kodi}. Ndiqni riparimin: {linku}',
  in_process: 'Përshëndetje {klienti}, riparimi i pajisjes {pajisja} ka filluar. Ndiqni: {linku}',
  ready: 'Përshëndetje {klienti}, pajisja juaj {pajisja} është gati. Mund ta merrni në {biznesi}. Bileta: {kodi}.',
  completed: 'Faleminderit {klienti}! Riparimi i pajisjes {pajisja} përfundoi. {biznesi}',
  not_repairable:
    'Përshëndetje {klienti}, na vjen keq, pajisja juaj {pajisja} nuk mund të rregullohet. Mund ta merrni në {biznesi}. Bileta: {kodi}.',
  cancelled: '',
  estimate:
    'Përshëndetje {klienti}, riparimi i pajisjes {pajisja} kushton {cmimi}. Pranojeni ose refuzojeni këtu: {linku} {biznesi}',
  reminder:
    'Përshëndetje {klienti}, ju kujtojmë se pajisja juaj {pajisja} ndodhet te {biznesi}, me statusin «{statusi}». Bileta: {kodi}. Ndiqni: {linku}',
};

/**
 * What a chat with the client (Viber, WhatsApp) starts from when the shop left the message's SMS template
 * empty: the SMS defaults, and a text for a cancelled job, which sends no SMS unless the shop writes one.
 */
export const DEFAULT_CHAT_TEMPLATES: Record<SmsMessageKind, string> = {
  ...DEFAULT_SMS_TEMPLATES,
  cancelled:
    'Përshëndetje {klienti}, riparimi i pajisjes {pajisja} u anulua. Mund ta merrni në {biznesi}. Bileta: {kodi}.',
};

export interface SmsSettingsRequest {
  enabled: boolean;
  /** One template per status, one for an estimate and one for a reminder. */
  templates: Record<SmsMessageKind, string>;
}

export interface SmsSettingsResponse extends SmsSettingsRequest {
  /** False when the server has no SMS gateway configured: messages are then only written to its log. */
  gatewayConfigured: boolean;
}

const PLACEHOLDER_PATTERN = /\{([^{}\s]*)\}/g;

/** Placeholders written in the template that are not among SMS_PLACEHOLDERS, e.g. ["emri"] for "{emri}". */
export function unknownSmsPlaceholders(template: string): string[] {
  const unknown = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER_PATTERN)) {
    if (!(SMS_PLACEHOLDERS as readonly string[]).includes(match[1])) unknown.add(match[1]);
  }
  return [...unknown];
}

/** The message a template gives for one job; the backend sends this, the Business tab previews it. */
export function renderSmsTemplate(template: string, values: Record<SmsPlaceholder, string>): string {
  return template
    .replace(PLACEHOLDER_PATTERN, (whole, name: string) =>
      (SMS_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as SmsPlaceholder] : whole,
    )
    .trim();
}

// GSM 03.38 basic set plus its extension table: a message with only these characters is sent 7-bit
// (160 characters, 153 per part); any other character, like ë, makes it UCS-2 (70, 67 per part).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€';

/** How many SMS parts a text takes, which is what the shop pays for. */
export function smsParts(text: string): { characters: number; parts: number; unicode: boolean } {
  const characters = [...text];
  const unicode = characters.some((character) => !GSM_BASIC.includes(character) && !GSM_EXTENDED.includes(character));
  const units = unicode
    ? characters.reduce((sum, character) => sum + (character.length > 1 ? 2 : 1), 0)
    : characters.reduce((sum, character) => sum + (GSM_EXTENDED.includes(character) ? 2 : 1), 0);
  const [single, multi] = unicode ? [70, 67] : [160, 153];
  const parts = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / multi);
  return { characters: characters.length, parts, unicode };
}
