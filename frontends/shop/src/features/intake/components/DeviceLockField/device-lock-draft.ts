import { deviceLockProblem, type DeviceLockKind, type DeviceLockRequest } from '@repair-shop/contracts';

/** The unlock code being typed or drawn; each kind keeps its own so switching back does not lose it. */
export interface DeviceLockDraft {
  kind: DeviceLockKind | 'none';
  pin: string;
  password: string;
  pattern: string;
}

export const emptyDeviceLockDraft = (): DeviceLockDraft => ({ kind: 'none', pin: '', password: '', pattern: '' });

/** The request for the draft's code; null for "Pa kod". */
export function deviceLockRequestOf(draft: DeviceLockDraft): DeviceLockRequest | null {
  if (draft.kind === 'none') return null;
  return { kind: draft.kind, value: draft[draft.kind] };
}

/** What is wrong with the draft, in Albanian (the server checks the same); null when it can be saved. */
export function deviceLockDraftProblem(draft: DeviceLockDraft): string | null {
  const request = deviceLockRequestOf(draft);
  return request ? deviceLockProblem(request.kind, request.value) : null;
}
