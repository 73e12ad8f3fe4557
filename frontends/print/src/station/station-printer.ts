import type { StationClaimResponse, StationDocumentResponse } from '@repair-shop/contracts';
import { apiErrorDetail, isApiRequestError, isTransientFailure } from '@repair-shop/web';
import { stationPageOf, type StationPage } from './station-page';

/** A document this tab took to print, with the claim that proves it. */
export type ClaimedPrintJob = NonNullable<StationClaimResponse['printJob']>;

/** What the station is printing now: the document, its data and its page. */
export interface StationPrinting {
  printJob: ClaimedPrintJob;
  document: StationDocumentResponse;
  page: StationPage;
}

export interface StationPrinterDeps {
  /**
   * Awaited before each document is taken: a Kosovo station signs the coupons waiting for it first, so that
   * a receipt carrying one prints with its QR code instead of "awaiting signature". Its failure prints anyway.
   */
  beforeClaim?: () => Promise<void>;
  /** The oldest waiting document, taken for this tab; null when none waits. */
  claim: () => Promise<ClaimedPrintJob | null>;
  load: (printJob: ClaimedPrintJob) => Promise<StationDocumentResponse>;
  /** Puts the document on the page; resolves once it is drawn, rejects when it cannot be. */
  draw: (printing: StationPrinting) => Promise<void>;
  /** window.print(): the dialog, or straight to the default printer in Chromium's kiosk printing. */
  print: () => void;
  /** Printed (no error), or failed with the error. */
  report: (printJob: ClaimedPrintJob, error?: string) => Promise<unknown>;
  /** Takes the document off the page. */
  clear: () => void;
  /** After each document reported (the list shows what became of it). */
  onReported: () => void;
  /** A call failed in a way printing cannot go on from: the station was removed or paired elsewhere (401). */
  onUnpaired: () => void;
  /** Waits between tries of a report the network lost. */
  pause?: (ms: number) => Promise<void>;
}

export const LOAD_FAILED_TEXT = 'Të dhënat e dokumentit nuk u ngarkuan';
export const DRAW_FAILED_TEXT = 'Dokumenti nuk u vizatua dot për printim.';
export const PRINT_FAILED_TEXT = 'Shfletuesi nuk e printoi dokumentin';
export const INTERRUPTED_TEXT = 'Printimi u ndërpre: faqja e printerit u mbyll.';

/** The server keeps at most 500 characters of an error. */
const MAX_ERROR_LENGTH = 500;
const REPORT_TRIES = 4;
const REPORT_RETRY_MS = 2000;

export const isUnpairedFailure = (error: unknown): boolean => isApiRequestError(error) && error.status === 401;

const withReason = (text: string, error: unknown): string => {
  const reason = apiErrorDetail(error) ?? (error instanceof Error && !isApiRequestError(error) ? error.message : null);
  return (reason ? `${text}: ${reason}` : `${text}.`).slice(0, MAX_ERROR_LENGTH);
};

class Unpaired extends Error {}

/**
 * The station's loop: on each wake (a "queued" event, the poll's tick) it takes the oldest waiting
 * document, draws it with the print pages' components, prints it, reports it, and takes the next, until
 * none waits; one document at a time. A wake while it works makes it look once more when done. Every
 * document taken is reported, printed or failed with the reason, so that none is lost or printed twice.
 */
export function createStationPrinter(deps: StationPrinterDeps): { wake: () => void; stop: () => void } {
  const pause = deps.pause ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let running = false;
  let again = false;
  let stopped = false;
  let gone = false;

  /** The station was removed or paired elsewhere: said once, and nothing more is tried. */
  const unpaired = (): never => {
    stopped = true;
    if (!gone) deps.onUnpaired();
    gone = true;
    throw new Unpaired();
  };

  const report = async (printJob: ClaimedPrintJob, error?: string): Promise<void> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await deps.report(printJob, error);
        return;
      } catch (failure) {
        if (isUnpairedFailure(failure)) unpaired();
        // 409: another tab's claim or already reported; anything else but a lost answer is the server's last word.
        if (!isTransientFailure(failure) || attempt >= REPORT_TRIES) {
          console.error('Reporting the document failed', failure);
          return;
        }
        await pause(REPORT_RETRY_MS);
      }
    }
  };

  /** The document's error, or undefined once printed. */
  const printOne = async (printJob: ClaimedPrintJob): Promise<string | undefined> => {
    let document: StationDocumentResponse;
    try {
      document = await deps.load(printJob);
    } catch (failure) {
      if (isUnpairedFailure(failure)) unpaired();
      return withReason(LOAD_FAILED_TEXT, failure);
    }
    const page = stationPageOf(document);
    if ('problem' in page) return page.problem;
    try {
      await deps.draw({ printJob, document, page: page.page });
    } catch {
      return DRAW_FAILED_TEXT;
    }
    if (stopped) return INTERRUPTED_TEXT;
    try {
      deps.print();
    } catch (failure) {
      return withReason(PRINT_FAILED_TEXT, failure);
    }
    return undefined;
  };

  /** Prints the oldest waiting document; false when none waits. */
  const printNext = async (): Promise<boolean> => {
    let printJob: ClaimedPrintJob | null;
    try {
      await deps.beforeClaim?.();
    } catch (failure) {
      console.error('Signing the waiting coupons before printing failed', failure);
    }
    if (stopped) return false;
    try {
      printJob = await deps.claim();
    } catch (failure) {
      if (isUnpairedFailure(failure)) unpaired();
      // The server cannot be reached now: the next wake (the poll's tick at the latest) tries again.
      console.error('Taking the next document failed', failure);
      return false;
    }
    if (!printJob) return false;
    try {
      const error = await printOne(printJob);
      await report(printJob, error);
    } finally {
      deps.clear();
      deps.onReported();
    }
    return !stopped;
  };

  const run = async (): Promise<void> => {
    running = true;
    try {
      do {
        again = false;
        while (!stopped && (await printNext()));
      } while (again && !stopped);
    } catch (error) {
      if (!(error instanceof Unpaired)) console.error('The print station stopped', error);
    } finally {
      running = false;
    }
  };

  return {
    wake: () => {
      if (stopped) return;
      if (running) again = true;
      else void run();
    },
    stop: () => {
      stopped = true;
    },
  };
}
