import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopDayOf } from '@repair-shop/web';
import { atShopTime, testPrintJob } from '@repair-shop/web/testing';
import { renderForPrint } from '../../test/render';
import { EMPTY_QUEUE_TEXT, StationJobList, canReprint, stationStateText } from './StationJobList';

/** Today in the shop at that time. */
const at = (hours: number, minutes: number): string =>
  atShopTime(`${shopDayOf()} ${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`);

describe('StationJobList', () => {
  const printJobs = [
    testPrintJob({ id: 'pj-4', state: 'queued', document: 'invoice', size: null, copies: 1 }),
    testPrintJob({
      id: 'pj-3',
      state: 'printing',
      document: 'intake_receipt',
      size: '58',
      copies: 1,
      createdAt: new Date().toISOString(),
    }),
    testPrintJob({ id: 'pj-2', state: 'printed', printedAt: at(10, 42) }),
    testPrintJob({
      id: 'pj-1',
      state: 'failed',
      document: 'payment_receipt',
      size: '80',
      copies: 1,
      error: 'Printeri pa letër',
      requestedBy: null,
    }),
  ];

  it('shows each document with its paper, ticket, client and state: waiting, printing, printed at hh:mm, failed with the error', () => {
    renderForPrint(<StationJobList printJobs={printJobs} printingId="pj-3" onReprint={jest.fn()} reprinting={null} />);
    const rows = within(screen.getByRole('list', { name: 'Dokumentet e printerit' })).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['queued', 'printing', 'printed', 'failed']);
    expect(rows[0]).toHaveTextContent('Fatura A4');
    expect(rows[0]).toHaveTextContent('Në pritje');
    expect(rows[1]).toHaveTextContent('Fletëpranimi 58 mm');
    expect(rows[1]).toHaveTextContent('Po printohet');
    expect(rows[2]).toHaveTextContent('Etiketa 10×4 cm · 2 kopje');
    expect(rows[2]).toHaveTextContent('#1B2C3D · Blerta Çeku');
    expect(rows[2]).toHaveTextContent('Dërguar nga Arta Morina');
    expect(rows[2]).toHaveTextContent('Printuar në 10:42');
    expect(rows[3]).toHaveTextContent('Dëftesa e pagesës 80 mm');
    expect(rows[3]).toHaveTextContent('Dështoi');
    expect(rows[3]).toHaveTextContent('Printeri pa letër');
    expect(rows[3]).toHaveTextContent('Printuar përsëri nga printeri');
  });

  it('offers "Printo përsëri" on the history only (printed or failed), never on what waits or prints', async () => {
    const onReprint = jest.fn();
    renderForPrint(<StationJobList printJobs={printJobs} printingId={null} onReprint={onReprint} reprinting={null} />);
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]).queryByRole('button', { name: 'Printo përsëri' })).not.toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button', { name: 'Printo përsëri' })).not.toBeInTheDocument();
    await userEvent.click(within(rows[3]).getByRole('button', { name: 'Printo përsëri' }));
    expect(onReprint).toHaveBeenCalledWith('pj-1');
    await userEvent.click(within(rows[2]).getByRole('button', { name: 'Printo përsëri' }));
    expect(onReprint).toHaveBeenLastCalledWith('pj-2');
  });

  it('says what the list is for while it is empty', () => {
    renderForPrint(<StationJobList printJobs={[]} printingId={null} onReprint={jest.fn()} reprinting={null} />);
    expect(screen.getByText(EMPTY_QUEUE_TEXT)).toBeInTheDocument();
  });
});

describe('stationStateText', () => {
  it('gives the date too of a document printed another day', () => {
    const now = new Date(atShopTime('2026-11-23 12:00'));
    expect(stationStateText({ state: 'printed', printedAt: atShopTime('2026-11-22 18:05') }, now)).toBe(
      'Printuar në 22.11.2026, 18:05',
    );
  });
});

describe('canReprint', () => {
  const now = Date.parse('2026-11-23T10:10:00.000Z');
  const sentAt = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

  it('lets a document taken by a tab that never reported it be printed again, after a while, but not the one printing here', () => {
    expect(canReprint({ id: 'a', state: 'printing', createdAt: sentAt(5) }, null, now)).toBe(true);
    expect(canReprint({ id: 'a', state: 'printing', createdAt: sentAt(5) }, 'a', now)).toBe(false);
    expect(canReprint({ id: 'a', state: 'printing', createdAt: sentAt(1) }, null, now)).toBe(false);
    expect(canReprint({ id: 'a', state: 'queued', createdAt: sentAt(30) }, null, now)).toBe(false);
    expect(canReprint({ id: 'a', state: 'failed', createdAt: sentAt(0) }, null, now)).toBe(true);
  });
});
