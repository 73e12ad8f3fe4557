import {
  DEVICE_ID_KIND_LABELS,
  JOB_CATEGORY_LABELS,
  JOB_PRIORITY_LABELS,
  formatMoney,
  type Currency,
  type JobUpdateRequest,
} from '@repair-shop/contracts';

/** The fields of a job an edit may change (the request's, the worker by name), as they were and as they are now. */
export type EditableJobFields = Omit<Required<JobUpdateRequest>, 'workerId'> & {
  /** The assigned worker's full name. */
  workerName: string;
};

const price = (value: number | null, currency: Currency): string =>
  value === null ? 'pa çmim' : formatMoney(value, currency);

/** "Label: before → after" for each field, in the order the job detail shows them. */
const DESCRIBE: {
  [K in keyof EditableJobFields]: (
    before: EditableJobFields[K],
    after: EditableJobFields[K],
    currency: Currency,
  ) => string;
} = {
  workerName: (before, after) => `Punëtori: ${before} → ${after}`,
  clientName: (before, after) => `Emri i klientit: ${before} → ${after}`,
  clientPhone: (before, after) => `Telefoni i klientit: ${before} → ${after}`,
  deviceModel: (before, after) => `Modeli i pajisjes: ${before} → ${after}`,
  deviceIdKind: (before, after) =>
    `Identifikimi i pajisjes: ${DEVICE_ID_KIND_LABELS[before]} → ${DEVICE_ID_KIND_LABELS[after]}`,
  deviceImei: (before, after) => `IMEI / numri serik: ${before} → ${after}`,
  // The device's unlock code is not written into the history, only that it changed.
  deviceCode: () => 'Kodi i pajisjes u ndryshua.',
  workDescription: (before, after) => `Përshkrimi i problemit: ${before} → ${after}`,
  estimatedPrice: (before, after, currency) => `Çmimi: ${price(before, currency)} → ${price(after, currency)}`,
  priority: (before, after) => `Prioriteti: ${JOB_PRIORITY_LABELS[before]} → ${JOB_PRIORITY_LABELS[after]}`,
  warrantyDays: (before, after) => `Garancia: ${before} → ${after} ditë`,
  category: (before, after) => `Kategoria: ${JOB_CATEGORY_LABELS[before]} → ${JOB_CATEGORY_LABELS[after]}`,
};

/** One history line per field whose value really changed; prices in the shop's currency. */
export function describeEdits(before: EditableJobFields, after: EditableJobFields, currency: Currency): string[] {
  return (Object.keys(DESCRIBE) as (keyof EditableJobFields)[])
    .filter((field) => before[field] !== after[field])
    .map((field) =>
      (DESCRIBE[field] as (a: unknown, b: unknown, currency: Currency) => string)(
        before[field],
        after[field],
        currency,
      ),
    );
}
