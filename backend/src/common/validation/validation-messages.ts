import type { ValidationError } from 'class-validator';
import {
  barcodeProblem,
  cashDepositAmountProblem,
  moneyTextProblem,
  DEVICE_LOCK_KINDS,
  FISCAL_FORMAT_MESSAGES,
  JOB_STATUSES,
  SMS_PLACEHOLDERS,
  TICKET_CODE_PROBLEM,
  jobStatusFilter,
  deviceIdProblem,
  deviceLockProblem,
  unknownSmsPlaceholders,
  type CashDepositOperation,
  type DeviceLockKind,
  type FiscalField,
} from '@repair-shop/contracts';
import { requestedDeviceIdKind } from './device-id';
import { fieldLabel } from './field-labels';

/** Albanian sentence for each class-validator constraint the DTOs use. */
const MESSAGES: Record<string, (field: string, error: ValidationError) => string> = {
  whitelistValidation: (field) => `Fusha «${field}» nuk lejohet.`,
  isDefined: (field) => `Fusha «${field}» është e detyrueshme.`,
  isNotEmpty: (field) => `Fusha «${field}» është e detyrueshme.`,
  isString: (field) => `Fusha «${field}» duhet të jetë tekst.`,
  isEmail: (field) => `Fusha «${field}» duhet të jetë një adresë email e vlefshme.`,
  minLength: (field, error) =>
    `Fusha «${field}» duhet të ketë të paktën ${constraintNumber(error, 'minLength')} karaktere.`,
  maxLength: (field, error) =>
    `Fusha «${field}» mund të ketë deri në ${constraintNumber(error, 'maxLength')} karaktere.`,
  isIn: (field) => `Fusha «${field}» ka një vlerë të pavlefshme.`,
  isJobStatusFilter: (field) =>
    `Fusha «${field}» ka një vlerë të pavlefshme: jepni një status ose disa të ndarë me presje (${jobStatusFilter(JOB_STATUSES)}).`,
  isEnum: (field) => `Fusha «${field}» ka një vlerë të pavlefshme.`,
  isUuid: (field) => `Fusha «${field}» ka një vlerë të pavlefshme.`,
  isInt: (field) => `Fusha «${field}» duhet të jetë numër i plotë.`,
  isNumber: (field) => `Fusha «${field}» duhet të jetë numër.`,
  maxDecimalPlaces: (field) => `Fusha «${field}» mund të ketë deri në 2 shifra pas presjes dhjetore.`,
  min: (field, error) => `Fusha «${field}» duhet të jetë të paktën ${constraintNumber(error, 'min')}.`,
  max: (field, error) => `Fusha «${field}» mund të jetë deri në ${constraintNumber(error, 'max')}.`,
  matches: (field) => `Fusha «${field}» nuk ka formatin e duhur.`,
  isTicketCode: () => TICKET_CODE_PROBLEM,
  isPhoneLike: (field) => `Fusha «${field}» duhet të jetë një numër telefoni i vlefshëm.`,
  isIso8601: (field) => `Fusha «${field}» duhet të jetë një datë e vlefshme.`,
  isCalendarDate: (field) => `Fusha «${field}» duhet të jetë një datë e vlefshme (VVVV-MM-DD).`,
  isCalendarMonth: (field) => `Fusha «${field}» duhet të jetë një muaj i vlefshëm (VVVV-MM).`,
  isTrialExtension: () => 'Periudha provuese mund të zgjatet vetëm me 1, 6 ose 12 muaj.',
  isBoolean: (field) => `Fusha «${field}» duhet të jetë po ose jo.`,
  isObject: (field) => `Fusha «${field}» nuk është e vlefshme.`,
  isArray: (field) => `Fusha «${field}» duhet të jetë një listë.`,
  arrayUnique: (field) => `Fusha «${field}» ka vlera të përsëritura.`,
  arrayNotEmpty: (field) => `Fusha «${field}» duhet të ketë të paktën një rresht.`,
  arrayMaxSize: (field) => `Fusha «${field}» ka më shumë vlera se sa lejohen.`,
  isIntakeChecks: (field) => `Fusha «${field}» ka një kontroll ose një gjendje që nuk njihet.`,
  isDeviceId: (field, error) =>
    deviceIdProblem(requestedDeviceIdKind(error.target ?? {}, 'imei') ?? 'imei', String(error.value)) ??
    `Fusha «${field}» nuk është e vlefshme.`,
  isDeviceLockValue: (field, error) => {
    const kind = (error.target as { kind?: DeviceLockKind } | undefined)?.kind;
    return (
      (kind && DEVICE_LOCK_KINDS.includes(kind) && deviceLockProblem(kind, String(error.value))) ||
      `Fusha «${field}» nuk është e vlefshme.`
    );
  },
  isFiscalFormat: (field, error) =>
    FISCAL_FORMAT_MESSAGES[error.property as FiscalField] ?? `Fusha «${field}» nuk ka formatin e duhur.`,
  isCashDepositAmount: (field, error) =>
    cashDepositAmountProblem(
      (error.target as { operation?: CashDepositOperation } | undefined)?.operation ?? 'initial',
      String(error.value),
    ) ?? `Fusha «${field}» nuk është e vlefshme.`,
  isMoneyText: (field, error) =>
    `Fusha «${field}»: ${moneyTextProblem(String(error.value)) ?? 'nuk është e vlefshme.'}`,
  isVatRateText: (field) => `Fusha «${field}» duhet të jetë një përqindje nga 0 deri në 99,99 (p.sh. 18 ose 8.5).`,
  isBarcode: (field, error) =>
    typeof error.value === 'string'
      ? (barcodeProblem(error.value) ?? `Fusha «${field}» nuk është e vlefshme.`)
      : `Fusha «${field}» duhet të jetë tekst.`,
  isSignatureDrawing: () => 'Nënshkrimi është bosh ose i pavlefshëm: nënshkruani përsëri.',
  isSmsTemplate: (field, error) =>
    `Teksti «${field}» përdor ${braced(unknownSmsPlaceholders(String(error.value)))}, që nuk njihet. ` +
    `Mund të përdorni: ${braced(SMS_PLACEHOLDERS)}.`,
};

function braced(names: readonly string[]): string {
  return names.map((name) => `{${name}}`).join(', ');
}

function constraintNumber(error: ValidationError, key: string): string {
  const raw = error.constraints?.[key] ?? '';
  // Written the Albanian way: 0,01.
  return (raw.match(/\d+(\.\d+)?/)?.[0] ?? '').replace('.', ',');
}

/** The first problem found, followed through nested objects to its leaf, with the path of properties to it. */
function firstProblem(
  errors: ValidationError[],
  parents: string[] = [],
): { error: ValidationError; path: string[] } | null {
  const first = errors[0];
  if (!first) return null;
  const path = [...parents, first.property];
  if (!first.constraints && first.children?.length) return firstProblem(first.children, path);
  return { error: first, path };
}

/**
 * The refusal of the first problem found: its Albanian sentence, and the field it is about as the request
 * names it (`phoneNumber`, `deposit.amount`), so that a form can show the sentence under that field.
 */
export function describeValidationErrors(errors: ValidationError[]): { detail: string; field?: string } {
  const problem = firstProblem(errors);
  if (!problem) return { detail: 'Të dhënat nuk janë të vlefshme.' };
  const { error, path } = problem;
  return { detail: problemSentence(error), field: path.join('.') };
}

function problemSentence(error: ValidationError): string {
  const field = fieldLabel(error.property, error.target);
  const constraintKeys = Object.keys(error.constraints ?? {});
  // class-validator lists constraints in reverse declaration order; prefer "required" over format complaints.
  const preferred = ['whitelistValidation', 'isDefined', 'isNotEmpty', 'isString', 'isNumber', 'isInt'];
  const key = preferred.find((candidate) => constraintKeys.includes(candidate)) ?? constraintKeys[0];
  const message = key ? MESSAGES[key] : undefined;
  return message ? message(field, error) : `Fusha «${field}» nuk është e vlefshme.`;
}
