import {
  JOB_STATUS_LABELS,
  SMS_TEMPLATE_MAX_LENGTH,
  formatMoney,
  renderSmsTemplate,
  smsParts,
  trackingPath,
  unknownSmsPlaceholders,
  type SmsMessageKind,
  type SmsPlaceholder,
} from '@repair-shop/contracts';

/** A made-up job the template editor previews each message with. */
export const SMS_SAMPLE_JOB = {
  client: 'Arben Krasniqi',
  device: 'iPhone 13',
  code: 'A1B2C3',
  // As long as a real tracking token (22 base62 characters), so that the count is realistic.
  trackingToken: 'q7Vx2LmN9pR4tY8wZ1aB3c',
  price: 45,
} as const;

/** The placeholder values of the sample job, for the template of `kind` (a status, or an estimate) of the business `businessName`. */
export function smsSampleValues(
  kind: SmsMessageKind,
  businessName: string,
  origin: string,
): Record<SmsPlaceholder, string> {
  return {
    klienti: SMS_SAMPLE_JOB.client,
    pajisja: SMS_SAMPLE_JOB.device,
    // A reminder names the job's status as it is; the sample job waits, ready.
    statusi: kind === 'estimate' ? '' : kind === 'reminder' ? JOB_STATUS_LABELS.ready : JOB_STATUS_LABELS[kind],
    cmimi: formatMoney(SMS_SAMPLE_JOB.price),
    kodi: SMS_SAMPLE_JOB.code,
    linku: `${origin}${trackingPath(SMS_SAMPLE_JOB.trackingToken)}`,
    biznesi: businessName,
  };
}

/** What keeps a template from being saved, in Albanian; null when it is fine (an empty template is). */
export function smsTemplateError(template: string): string | null {
  const unknown = unknownSmsPlaceholders(template).map((name) => `{${name}}`);
  if (unknown.length === 1) return `Vendmbajtës i panjohur: ${unknown[0]}`;
  if (unknown.length > 1) return `Vendmbajtës të panjohur: ${unknown.join(', ')}`;
  // Measured as the server does: without the spaces around it, in UTF-16 units like String.length.
  const length = template.trim().length;
  if (length > SMS_TEMPLATE_MAX_LENGTH) {
    return `Teksti është shumë i gjatë: ${length} karaktere, lejohen deri në ${SMS_TEMPLATE_MAX_LENGTH}.`;
  }
  return null;
}

/** "95 karaktere · 2 SMS · Unicode": the length of a message and how many SMS it is billed as. */
export function smsCountText(text: string): string {
  const { characters, parts, unicode } = smsParts(text);
  const length = characters === 1 ? '1 karakter' : `${characters} karaktere`;
  return `${length} · ${parts} SMS${unicode ? ' · Unicode' : ''}`;
}

/** The text with `insert` in place of its selection [start, end), and where the cursor goes after it. */
export function insertAtCursor(
  text: string,
  start: number,
  end: number,
  insert: string,
): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: `${text.slice(0, from)}${insert}${text.slice(to)}`, cursor: from + insert.length };
}

/** The message a client would get for the sample job. */
export function smsPreview(template: string, kind: SmsMessageKind, businessName: string, origin: string): string {
  return renderSmsTemplate(template, smsSampleValues(kind, businessName, origin));
}
