import type { FormRulesRecord } from '@mantine/form';
import {
  deviceCodeNote,
  deviceIdProblem,
  normalizeDeviceId,
  type DeviceIdKind,
  type JobCategory,
  type JobRequest,
} from '@repair-shop/contracts';
import { requiredRule, type RequestFieldNames } from '@repair-shop/web';
import { amountError, amountOf } from '../../../../utils/amount';
import { INVALID_PRICE_TEXT, parsePriceText } from '../../../../utils/price';
import { NO_DEPOSIT, type DepositDraft } from '../DepositFields/DepositFields';
import {
  deviceLockDraftProblem,
  deviceLockRequestOf,
  emptyDeviceLockDraft,
  type DeviceLockDraft,
} from '../../../intake/components/DeviceLockField/device-lock-draft';
import {
  emptyIntakeDraft,
  intakeDraftFilled,
  intakeRequestOf,
  type IntakeDraft,
} from '../../../intake/components/IntakeChecklistFields/intake-draft';
import type { SignedBy } from '../../../intake/components/SignatureDialog/SignatureDialog';

/** What the new job dialog holds until "Krijo punën": every field as typed, drawn or chosen. */
export interface JobDraft {
  workerId: string;
  clientName: string;
  clientPhone: string;
  deviceModel: string;
  deviceIdKind: DeviceIdKind;
  /** The IMEI, or the serial number when deviceIdKind says so, as typed. */
  deviceImei: string;
  /** The estimated price as typed; empty: none. */
  price: string;
  deviceLock: DeviceLockDraft;
  /** The earlier job chosen under "Kthim në garanci"; it counts only while the list of earlier jobs holds it. */
  warrantyOf: string | null;
  workDescription: string;
  /** The category a person chose; null while the server's suggestion (from the description) stands. */
  category: JobCategory | null;
  intake: IntakeDraft;
  deposit: DepositDraft;
  signature: SignedBy | null;
}

export const emptyJobDraft = (): JobDraft => ({
  workerId: '',
  clientName: '',
  clientPhone: '',
  deviceModel: '',
  deviceIdKind: 'imei',
  deviceImei: '',
  price: '',
  deviceLock: emptyDeviceLockDraft(),
  warrantyOf: null,
  workDescription: '',
  category: null,
  intake: emptyIntakeDraft(),
  deposit: NO_DEPOSIT,
  signature: null,
});

/** The identifier as the server takes it (an IMEI without its spaces, a serial in capitals). */
const deviceIdOf = (draft: JobDraft): string => normalizeDeviceId(draft.deviceIdKind, draft.deviceImei);

/**
 * The checks of "Krijo punën", each answering the Albanian sentence shown next to its field: every field
 * but the price, the deposit, the code, the checklist and the signature is required; what is filled in
 * must be valid (the IMEI passes Luhn, the amounts are amounts, the code is one the server keeps).
 */
export const JOB_DRAFT_RULES: FormRulesRecord<JobDraft> = {
  workerId: requiredRule,
  clientName: requiredRule,
  clientPhone: requiredRule,
  deviceModel: requiredRule,
  deviceImei: (typed, draft) => {
    const missing = requiredRule(typed);
    if (missing) return missing;
    const deviceId = deviceIdOf(draft);
    return deviceId ? deviceIdProblem(draft.deviceIdKind, deviceId) : null;
  },
  workDescription: requiredRule,
  price: (typed) => (parsePriceText(typed).valid ? null : INVALID_PRICE_TEXT),
  deposit: (deposit) => amountError(deposit.amount, { required: false }),
  deviceLock: deviceLockDraftProblem,
};

/**
 * Where the dialog shows a refusal of a request's field (showRefusalUnderField): the price and the kind of
 * identifier under their fields, the deposit and the unlock code under their groups; the checklist is
 * marked nowhere (a notification).
 */
export const JOB_REQUEST_FIELDS: RequestFieldNames = {
  estimatedPrice: 'price',
  deviceIdKind: 'deviceImei',
  deposit: 'deposit',
  deviceLock: 'deviceLock',
  intake: null,
};

/**
 * The request of a draft that passed JOB_DRAFT_RULES: its texts trimmed, the identifier normalized, and
 * the optional parts only when given.
 */
export function jobRequestOf(draft: JobDraft, warrantyOfJobId: string | null): JobRequest {
  const lock = deviceLockRequestOf(draft.deviceLock);
  const job: JobRequest = {
    workerId: draft.workerId.trim(),
    clientName: draft.clientName.trim(),
    clientPhone: draft.clientPhone.trim(),
    deviceModel: draft.deviceModel.trim(),
    deviceImei: deviceIdOf(draft),
    workDescription: draft.workDescription.trim(),
    deviceIdKind: draft.deviceIdKind,
    // The spec's deviceCode says only whether a code is kept, and of which kind; the code goes encrypted.
    deviceCode: deviceCodeNote(lock),
    estimatedPrice: amountOf(draft.price),
  };
  if (lock) job.deviceLock = lock;
  // Only a person's choice is sent: without it the server suggests the category from the description itself.
  if (draft.category) job.category = draft.category;
  if (warrantyOfJobId) job.warrantyOfJobId = warrantyOfJobId;
  const deposit = amountOf(draft.deposit.amount);
  if (deposit !== null) job.deposit = { amount: deposit, method: draft.deposit.method };
  if (intakeDraftFilled(draft.intake)) job.intake = intakeRequestOf(draft.intake);
  if (draft.signature) job.intakeSignature = draft.signature;
  return job;
}
