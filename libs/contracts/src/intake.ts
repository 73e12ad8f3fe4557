import type { SuccessResponse } from './common';

/** What the shop checks on a device when it is left for repair, in the order the form and the receipt list them. */
export const INTAKE_CHECKS = [
  'powersOn',
  'screen',
  'backGlass',
  'frame',
  'cameras',
  'buttons',
  'chargingPort',
  'biometrics',
  'waterDamage',
] as const;
export type IntakeCheck = (typeof INTAKE_CHECKS)[number];

export const INTAKE_CHECK_LABELS: Record<IntakeCheck, string> = {
  powersOn: 'Ndizet',
  screen: 'Ekrani',
  backGlass: 'Xhami i pasmë',
  frame: 'Korniza',
  cameras: 'Kamerat',
  buttons: 'Butonat',
  chargingPort: 'Porta e karikimit',
  biometrics: 'Face ID / Touch ID',
  waterDamage: 'Gjurmë uji',
};

export const INTAKE_CHECK_STATES = ['ok', 'damaged', 'untested'] as const;
export type IntakeCheckState = (typeof INTAKE_CHECK_STATES)[number];

export const INTAKE_CHECK_STATE_LABELS: Record<IntakeCheckState, string> = {
  ok: 'Në rregull',
  damaged: 'Me defekt',
  untested: 'Pa testuar',
};

/** Checks whose answers read better in their own words ("Ndizet: Po", "Gjurmë uji: Ka"). */
const OWN_STATE_LABELS: Partial<Record<IntakeCheck, Record<IntakeCheckState, string>>> = {
  powersOn: { ok: 'Po', damaged: 'Jo', untested: 'Pa testuar' },
  waterDamage: { ok: 'Nuk ka', damaged: 'Ka', untested: 'Pa kontrolluar' },
};

/** How a check's state reads on the form, the job's page and the receipt. */
export const intakeStateLabel = (check: IntakeCheck, state: IntakeCheckState): string =>
  OWN_STATE_LABELS[check]?.[state] ?? INTAKE_CHECK_STATE_LABELS[state];

/** What the client may leave with the device. */
export const INTAKE_ITEMS = ['charger', 'case', 'simCard', 'memoryCard'] as const;
export type IntakeItem = (typeof INTAKE_ITEMS)[number];

export const INTAKE_ITEM_LABELS: Record<IntakeItem, string> = {
  charger: 'Karikuesi',
  case: 'Mbulesa',
  simCard: 'Karta SIM',
  memoryCard: 'Karta e memories',
};

export const INTAKE_NOTE_MAX_LENGTH = 1000;

/** The device's condition as recorded when it was left: every check has a state (untested unless said). */
export interface IntakeRecordRequest {
  checks: Partial<Record<IntakeCheck, IntakeCheckState>>;
  itemsLeft: IntakeItem[];
  note: string;
}

export interface IntakeRecordResponse {
  checks: Record<IntakeCheck, IntakeCheckState>;
  itemsLeft: IntakeItem[];
  note: string;
  updatedAt: string;
}

/** Every check untested, nothing left, no note: what a job added without a checklist has. */
export function emptyIntakeChecks(): Record<IntakeCheck, IntakeCheckState> {
  return Object.fromEntries(INTAKE_CHECKS.map((check) => [check, 'untested'])) as Record<IntakeCheck, IntakeCheckState>;
}

/** The shop's terms the client signs under when leaving a device (edited in the Business tab). */
export const INTAKE_TERMS_MAX_LENGTH = 3000;

export const SIGNATURE_KINDS = ['intake', 'pickup'] as const;
export type SignatureKind = (typeof SIGNATURE_KINDS)[number];

export const SIGNATURE_KIND_LABELS: Record<SignatureKind, string> = {
  intake: 'Nënshkrimi në pranim',
  pickup: 'Nënshkrimi në marrje',
};

/**
 * A signature as drawn: strokes of points in a box of `width` × `height`; kept as points rather than an
 * image, so it prints sharp at any size and cannot carry anything but lines.
 */
export interface SignatureDrawing {
  width: number;
  height: number;
  /** Each stroke is a flat list of coordinates: x1, y1, x2, y2, … (whole numbers inside the box). */
  strokes: number[][];
}

export const SIGNATURE_LIMITS = { maxSide: 2000, maxStrokes: 200, maxPoints: 5000 } as const;

export interface SignatureRequest {
  kind: SignatureKind;
  drawing: SignatureDrawing;
  /** Who signed, as they wrote it (optional: the client's name on the job otherwise). */
  signerName?: string;
}

export interface JobSignatureResponse {
  kind: SignatureKind;
  drawing: SignatureDrawing;
  signerName: string;
  /** The shop's terms as they were when the client signed (intake); null at pickup or when none were set. */
  terms: string | null;
  signedAt: string;
}

export interface IntakeSavedResponse extends SuccessResponse {
  intake: IntakeRecordResponse;
}

export interface SignatureCreatedResponse extends SuccessResponse {
  signature: JobSignatureResponse;
}
