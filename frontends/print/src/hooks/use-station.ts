import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorDetail, notifyError, queryKeys, stationApi, type StationCredential } from '@repair-shop/web';
import { watchStationEvents, type StationConnection } from '../station/station-events';
import { createStationPrinter, isUnpairedFailure, type StationPrinting } from '../station/station-printer';
import { createStationTill, type StationTillState } from '../station/station-till';
import { loadTillKeys, saveTillKeys } from '../station/till-key-store';

/** The poll while the event stream is not open: a document is taken within this long. */
export const POLL_MS = 5000;

/**
 * The poll while the stream is open, only a backstop: the stream wakes the station, and one lost unnoticed falls
 * silent within a minute (SILENCE_LIMIT_MS) and is opened again, which looks at what waits. Polling every 5 s with
 * the stream open was nine requests in ten of a shop's day (docs/scaling.md).
 */
export const CONNECTED_POLL_MS = 60_000;

/** The newest documents the station lists. */
export const STATION_LIST_SIZE = 30;

/** How long a document waits for the till's signatures before it prints anyway (saying the coupon awaits them). */
export const SIGN_BEFORE_PRINT_MS = 15_000;

/** `work`, or nothing more once `ms` have passed (its timer cleared either way). */
function atMost(work: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export const REPRINT_FAILED_TEXT = 'Dokumenti nuk u vu përsëri në radhë';

/**
 * A paired station at work: the event stream (and the poll) wake the printer, which prints what waits
 * one document at a time; the list of the station's documents follows. `onUnpaired` once the server
 * says the station was removed or paired in another browser.
 */
export function useStation(credential: StationCredential, onUnpaired: () => void) {
  const { token } = credential;
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<StationConnection>('connecting');
  const [printing, setPrinting] = useState<StationPrinting | null>(null);
  const [till, setTill] = useState<StationTillState>({ kind: 'none' });
  const wakeTill = useRef<() => void>(() => undefined);
  const drawing = useRef<{ resolve: () => void; reject: (error: Error) => void } | null>(null);
  const wakePrinter = useRef<() => void>(() => undefined);
  const unpaired = useRef(onUnpaired);
  unpaired.current = onUnpaired;

  const refreshList = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.stationJobs }),
    [queryClient],
  );
  const wake = useCallback(() => {
    refreshList();
    wakePrinter.current();
    wakeTill.current();
  }, [refreshList]);

  useEffect(() => {
    const stationId = credential.station.id;
    const fiscalTill = createStationTill({
      till: () => stationApi.fiscalTill(token),
      register: (publicKey) => stationApi.registerFiscalKey(token, publicKey),
      unsigned: () => stationApi.unsignedCoupons(token),
      sign: (documentId, signatures) => stationApi.signCoupon(token, documentId, signatures),
      loadKeys: () => loadTillKeys(stationId),
      saveKeys: (keys) => saveTillKeys(stationId, keys),
      onState: setTill,
      onSigned: refreshList,
    });
    const printer = createStationPrinter({
      // The station is its coupons' signer: it signs what waits before it prints, so the receipt has the QR code.
      beforeClaim: () => atMost(fiscalTill.settle(), SIGN_BEFORE_PRINT_MS),
      claim: async () => {
        const { printJob } = await stationApi.claim(token);
        // The list shows it printing now (no poll every few seconds refreshes it while the stream is open).
        if (printJob) refreshList();
        return printJob;
      },
      load: (printJob) => stationApi.document(token, printJob.id),
      draw: (next) =>
        new Promise<void>((resolve, reject) => {
          drawing.current = { resolve, reject };
          setPrinting(next);
        }),
      print: () => window.print(),
      report: (printJob, error) =>
        stationApi.done(
          token,
          printJob.id,
          error === undefined ? { claim: printJob.claim } : { claim: printJob.claim, error },
        ),
      clear: () => {
        drawing.current = null;
        setPrinting(null);
      },
      onReported: refreshList,
      onUnpaired: () => unpaired.current(),
    });
    wakePrinter.current = printer.wake;
    wakeTill.current = fiscalTill.wake;
    let connected = false;
    let poll: ReturnType<typeof setTimeout> | undefined;
    const schedulePoll = (): void => {
      clearTimeout(poll);
      poll = setTimeout(
        () => {
          wake();
          schedulePoll();
        },
        connected ? CONNECTED_POLL_MS : POLL_MS,
      );
    };
    const closeEvents = watchStationEvents({
      credential: token,
      onConnection: (state) => {
        setConnection(state);
        if (connected === (state === 'connected')) return;
        connected = state === 'connected';
        schedulePoll();
      },
      onQueued: wake,
      onTill: fiscalTill.recheck,
      onUnpaired: () => unpaired.current(),
    });
    schedulePoll();
    return () => {
      clearTimeout(poll);
      closeEvents();
      printer.stop();
      fiscalTill.stop();
      wakePrinter.current = () => undefined;
      wakeTill.current = () => undefined;
      drawing.current?.reject(new Error('The station stopped'));
      drawing.current = null;
    };
  }, [token, credential.station.id, wake, refreshList]);

  const jobs = useQuery({
    queryKey: [...queryKeys.stationJobs, credential.station.id],
    queryFn: () => stationApi.jobs(token, { limit: STATION_LIST_SIZE }),
    meta: { session: 'none' },
  });
  useEffect(() => {
    if (isUnpairedFailure(jobs.error)) unpaired.current();
  }, [jobs.error]);

  const reprint = useMutation({
    mutationFn: (printJobId: string) => stationApi.reprint(token, printJobId),
    meta: { session: 'none' },
    onSuccess: wake,
    onError: (error) => {
      if (isUnpairedFailure(error)) unpaired.current();
      else notifyError(REPRINT_FAILED_TEXT, apiErrorDetail(error));
    },
  });

  return {
    connection,
    printing,
    /** Kosovo: the station as its shop's till (its key, the coupons it signs). */
    till,
    /** The document on the page is drawn: print it. */
    onDrawn: useCallback(() => drawing.current?.resolve(), []),
    /** The document on the page cannot be drawn: report it failed. */
    onDrawFailed: useCallback(() => drawing.current?.reject(new Error('Not drawn')), []),
    jobs,
    reprint: (printJobId: string) => reprint.mutate(printJobId),
    reprinting: reprint.isPending ? (reprint.variables ?? null) : null,
  };
}
