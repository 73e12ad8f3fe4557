import { isApiRequestError } from './api/http';

/** Albanian messages of the specification's error catalogue and confirmations (section 8). */
export const TEXTS = {
  passwordsDiffer: 'Fjalëkalimet nuk përputhen',
  adminLoginFailed: 'Kredencialet janë të gabuara',
  loginFailed: 'Email ose fjalëkalimi i gabuar',
  registerFailedGeneric: 'Gabim gjatë regjistrimit. Ju lutemi provoni përsëri.',
  registeredLoginPlease: 'Regjistrimi u krye me sukses! Ju lutemi identifikohuni.',
  notLoggedIn: 'Ju nuk jeni të identifikuar. Ju lutemi identifikohuni.',
  sessionExpired: 'Seanca juaj ka skaduar. Ju lutemi identifikohuni përsëri.',
  businessRegisterFailed: 'Gabim gjatë regjistrimit të biznesit. Ju lutemi provoni përsëri.',
  businessRegistered: 'Biznesi u regjistrua me sukses!',
  addWorkerFailed: 'Gabim gjatë shtimit të punëtorit',
  workerAdded: 'Punëtori u shtua me sukses!',
  saveWorkerFailed: 'Gabim gjatë ruajtjes së punëtorit',
  workerSaved: 'Të dhënat e punëtorit u ruajtën.',
  inviteFailed: 'Gabim gjatë krijimit të llogarisë së punëtorit',
  revokeFailed: 'Gabim gjatë heqjes së llogarisë',
  workerLinkFailed: 'Lidhja e re nuk u krijua',
  loginRevoked: 'Llogaria e punëtorit u hoq. Nuk mund të hyjë më.',
  workerDeactivated: 'Punëtori u çaktivizua. Punët dhe historia e tij mbeten.',
  workerActivated: 'Punëtori është sërish aktiv.',
  invitationFailed: 'Ftesa nuk u pranua. Ju lutemi provoni përsëri.',
  saveSettingFailed: 'Gabim gjatë ruajtjes së cilësimit',
  ownJobsOnly: 'Teknikët tani shohin vetëm punët e tyre.',
  allJobsForTechnicians: 'Teknikët tani shohin të gjitha punët e dyqanit.',
  addJobFailed: 'Gabim gjatë krijimit të punës',
  jobCreated: 'Puna u krijua me sukses!',
  statusUpdateFailed: 'Gabim gjatë përditësimit të statusit',
  extendFailed: 'Gabim gjatë zgjatjes së afatit',
  deleteUserFailed: 'Gabim gjatë fshirjes së përdoruesit',
  deleteAllFailed: 'Gabim gjatë fshirjes së përdoruesve',
  userDeleted: 'Përdoruesi u fshi me sukses!',
  networkError: 'Serveri nuk u arrit. Kontrolloni lidhjen dhe provoni përsëri.',
} as const;

/** "Gabim: <detail>" when the server explained the problem, otherwise the given fallback. */
export function errorText(detail: string | null | undefined, fallback: string): string {
  return detail ? `Gabim: ${detail}` : fallback;
}

/**
 * What a failed login shows: the server's wait after too many tries (429), the network message when the
 * server was not reached, otherwise the given catalogue text for wrong credentials.
 */
export function loginFailureText(error: unknown, fallback: string): string {
  if (isApiRequestError(error)) {
    if (error.status === 429 && error.detail) return error.detail;
    if (error.status === 0) return TEXTS.networkError;
  }
  return fallback;
}
