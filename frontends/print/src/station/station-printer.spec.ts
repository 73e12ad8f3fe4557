import type { PrintJobResponse } from '@repair-shop/contracts';
import { ApiRequestError } from '@repair-shop/web';
import { testDetail, testPayment, testPrintJob } from '@repair-shop/web/testing';
import { claimed, testStationDocument } from '../test/station';
import {
  LOAD_FAILED_TEXT,
  createStationPrinter,
  type ClaimedPrintJob,
  type StationPrinterDeps,
  type StationPrinting,
} from './station-printer';

/** The job's label sent to "Banaku", claimed by the station. */
const printJob = (id: string, overrides: Partial<PrintJobResponse> = {}): ClaimedPrintJob =>
  claimed(testPrintJob({ id, ...overrides }));

/** A station whose queue holds `waiting`; it records what it drew, printed and reported, in order. */
function station(waiting: ClaimedPrintJob[], overrides: Partial<StationPrinterDeps> = {}) {
  const queue = [...waiting];
  const log: string[] = [];
  let drawn: StationPrinting | null = null;
  const deps: StationPrinterDeps = {
    claim: jest.fn(async () => queue.shift() ?? null),
    load: jest.fn(async (taken: ClaimedPrintJob) => testStationDocument(taken)),
    draw: jest.fn(async (printing: StationPrinting) => {
      drawn = printing;
      log.push(`draw ${printing.printJob.id} ${printing.page.kind}`);
    }),
    print: jest.fn(() => log.push(`print ${drawn?.printJob.id}`)),
    report: jest.fn(async (taken: ClaimedPrintJob, error?: string) =>
      log.push(error === undefined ? `printed ${taken.id}` : `failed ${taken.id}: ${error}`),
    ),
    clear: jest.fn(() => {
      drawn = null;
    }),
    onReported: jest.fn(),
    onUnpaired: jest.fn(),
    pause: async () => undefined,
    ...overrides,
  };
  return { deps, log, queue, printer: createStationPrinter(deps) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the station printer', () => {
  it('prints every waiting document, oldest first and one at a time, and reports each printed', async () => {
    const { deps, log, printer } = station([printJob('a'), printJob('b', { document: 'invoice', size: null })]);
    printer.wake();
    await settle();
    expect(log).toEqual(['draw a label', 'print a', 'printed a', 'draw b invoice', 'print b', 'printed b']);
    expect(deps.report).toHaveBeenCalledWith(expect.objectContaining({ id: 'a', claim: 'claim-a' }), undefined);
    expect(deps.clear).toHaveBeenCalledTimes(2);
    expect(deps.onReported).toHaveBeenCalledTimes(2);
    // None waits: it asked once more and stopped.
    expect(deps.claim).toHaveBeenCalledTimes(3);
  });

  it('lets the till sign its waiting coupons before it takes each document, and prints even when that fails', async () => {
    const calls: string[] = [];
    const { deps, log, printer } = station([printJob('a'), printJob('b')], {
      beforeClaim: jest
        .fn()
        .mockImplementationOnce(async () => calls.push('sign'))
        .mockImplementationOnce(async () => {
          calls.push('sign failed');
          throw new Error('offline');
        })
        .mockImplementation(async () => calls.push('sign')),
    });
    const claim = deps.claim;
    deps.claim = jest.fn(async () => {
      calls.push('claim');
      return claim();
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    printer.wake();
    await settle();
    expect(calls).toEqual(['sign', 'claim', 'sign failed', 'claim', 'sign', 'claim']);
    expect(log).toEqual(['draw a label', 'print a', 'printed a', 'draw b label', 'print b', 'printed b']);
  });

  it('looks once more when woken while printing, so a document arriving meanwhile is not left waiting', async () => {
    let release: () => void = () => undefined;
    const { log, queue, printer } = station([printJob('a')], {
      draw: jest.fn((printing: StationPrinting) => {
        log.push(`draw ${printing.printJob.id}`);
        return new Promise<void>((resolve) => (release = resolve));
      }),
      print: jest.fn(() => log.push('print')),
    });
    printer.wake();
    await settle();
    queue.push(printJob('b'));
    printer.wake();
    printer.wake();
    release();
    await settle();
    release();
    await settle();
    expect(log).toEqual(['draw a', 'print', 'printed a', 'draw b', 'print', 'printed b']);
  });

  it('reports a document failed with the reason when its data does not load or cannot be printed', async () => {
    const { deps, log, printer } = station(
      [printJob('a'), printJob('b', { document: 'payment_receipt', size: '80', paymentId: 'pay-9' })],
      {
        load: jest.fn(async (taken: ClaimedPrintJob) => {
          if (taken.id === 'a') throw new ApiRequestError(404, 'Puna nuk u gjet.');
          return testStationDocument(taken, testDetail({ payments: [testPayment()] }));
        }),
      },
    );
    printer.wake();
    await settle();
    expect(log).toEqual([`failed a: ${LOAD_FAILED_TEXT}: Puna nuk u gjet.`, 'failed b: Pagesa nuk u gjet.']);
    expect(deps.print).not.toHaveBeenCalled();
  });

  it('prints the payment receipt of the payment named, at the width sent', async () => {
    const payments = [testPayment(), testPayment({ id: 'pay-2', amount: 45.5 })];
    const { deps, printer } = station(
      [printJob('a', { document: 'payment_receipt', size: '58', paymentId: 'pay-1' })],
      {
        load: jest.fn(async (taken: ClaimedPrintJob) => testStationDocument(taken, testDetail({ payments }))),
      },
    );
    printer.wake();
    await settle();
    const [[printing]] = (deps.draw as jest.Mock).mock.calls as [[StationPrinting]];
    expect(printing.page).toMatchObject({ kind: 'paymentReceipt', width: { widthMm: 58 }, payment: { id: 'pay-1' } });
    expect(deps.report).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }), undefined);
  });

  it('reports a document the browser could not draw as failed, and goes on with the next', async () => {
    const { deps, log, printer } = station([printJob('a'), printJob('b')], {
      draw: jest.fn(async (printing: StationPrinting) => {
        if (printing.printJob.id === 'a') throw new Error('not drawn');
      }),
      print: jest.fn(() => log.push('print')),
    });
    printer.wake();
    await settle();
    expect(log).toEqual(['failed a: Dokumenti nuk u vizatua dot për printim.', 'print', 'printed b']);
    expect(deps.clear).toHaveBeenCalledTimes(2);
  });

  it('stops, once, when the station was removed or paired elsewhere', async () => {
    const { deps, printer } = station([printJob('a')], {
      claim: jest.fn(async () => {
        throw new ApiRequestError(401, 'Ky printer nuk është më i çiftuar me dyqanin.', 'STATION_UNPAIRED');
      }),
    });
    printer.wake();
    await settle();
    printer.wake();
    await settle();
    expect(deps.onUnpaired).toHaveBeenCalledTimes(1);
    expect(deps.claim).toHaveBeenCalledTimes(1);
  });

  it('tries a report again when its answer was lost, and leaves a 409 (another tab’s) alone', async () => {
    let lost = 1;
    const { deps, printer } = station([printJob('a'), printJob('b')], {
      report: jest.fn(async (taken: ClaimedPrintJob) => {
        if (taken.id === 'a' && lost-- > 0) throw new ApiRequestError(0, null);
        if (taken.id === 'b')
          throw new ApiRequestError(
            409,
            'Ky dokument u mor nga një dritare tjetër e printerit ose është raportuar tashmë.',
          );
        return undefined;
      }),
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    printer.wake();
    await settle();
    await settle();
    expect((deps.report as jest.Mock).mock.calls.map(([taken]: [ClaimedPrintJob]) => taken.id)).toEqual([
      'a',
      'a',
      'b',
    ]);
    expect(deps.onReported).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });

  it('takes nothing after it was stopped', async () => {
    const { deps, printer } = station([printJob('a')]);
    printer.stop();
    printer.wake();
    await settle();
    expect(deps.claim).not.toHaveBeenCalled();
  });
});
