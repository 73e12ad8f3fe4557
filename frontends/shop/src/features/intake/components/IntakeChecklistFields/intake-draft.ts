import {
  emptyIntakeChecks,
  type IntakeCheck,
  type IntakeCheckState,
  type IntakeItem,
  type IntakeRecordRequest,
  type IntakeRecordResponse,
} from '@repair-shop/contracts';

/** The checklist as the form holds it: every check answered (untested until said otherwise). */
export interface IntakeDraft {
  checks: Record<IntakeCheck, IntakeCheckState>;
  itemsLeft: IntakeItem[];
  note: string;
}

export const emptyIntakeDraft = (): IntakeDraft => ({ checks: emptyIntakeChecks(), itemsLeft: [], note: '' });

export const intakeDraftOf = (record: IntakeRecordResponse | null): IntakeDraft =>
  record ? { checks: { ...record.checks }, itemsLeft: [...record.itemsLeft], note: record.note } : emptyIntakeDraft();

/** Whether anything was recorded: a checklist left as it was is not sent with a new job. */
export const intakeDraftFilled = (draft: IntakeDraft): boolean =>
  Object.values(draft.checks).some((state) => state !== 'untested') ||
  draft.itemsLeft.length > 0 ||
  draft.note.trim() !== '';

export const intakeRequestOf = (draft: IntakeDraft): IntakeRecordRequest => ({
  checks: draft.checks,
  itemsLeft: draft.itemsLeft,
  note: draft.note.trim(),
});
