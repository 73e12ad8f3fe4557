import { atShopTime } from '../testing/shop-time';
import { printDocumentText, printJobStateText, printedTimeText } from './print-job-text';

const NOW = new Date(atShopTime('2026-11-23 15:00'));
const pad = (value: number): string => String(value).padStart(2, '0');
/** That day of November 2026 and time, on the shop's clock. */
const at = (day: number, hours: number, minutes: number): string =>
  atShopTime(`2026-11-${pad(day)} ${pad(hours)}:${pad(minutes)}`);

describe('printDocumentText', () => {
  it('names the document with its paper', () => {
    expect(printDocumentText({ document: 'label', size: '10x4' })).toBe('Etiketa 10×4 cm');
    expect(printDocumentText({ document: 'invoice', size: null })).toBe('Fatura A4');
    expect(printDocumentText({ document: 'intake_receipt', size: '58' })).toBe('Fletëpranimi 58 mm');
    expect(printDocumentText({ document: 'payment_receipt', size: '80' })).toBe('Dëftesa e pagesës 80 mm');
  });
});

describe('printJobStateText', () => {
  const sent = { stationName: 'Banaku', printedAt: null, error: null };

  it('says where a document waits or prints, and when it was printed', () => {
    expect(printJobStateText({ ...sent, state: 'queued' }, NOW)).toBe('Në pritje në Banaku');
    expect(printJobStateText({ ...sent, state: 'printing' }, NOW)).toBe('Po printohet në Banaku');
    expect(printJobStateText({ ...sent, state: 'printed', printedAt: at(23, 10, 42) }, NOW)).toBe(
      'Printuar në Banaku, 10:42',
    );
    expect(printJobStateText({ ...sent, state: 'printed', printedAt: at(21, 9, 5) }, NOW)).toBe(
      'Printuar në Banaku, 21.11.2026, 09:05',
    );
  });

  it('gives the station’s error of a failed document', () => {
    expect(printJobStateText({ ...sent, state: 'failed', error: 'Printeri pa letër' }, NOW)).toBe(
      'Dështoi: Printeri pa letër',
    );
  });
});

describe('printedTimeText', () => {
  it('leaves the date out on the day itself', () => {
    expect(printedTimeText(at(23, 8, 7), NOW)).toBe('08:07');
  });

  it("counts the day in the shop, not on the device (UTC here): just after the shop's midnight is today", () => {
    const justAfterMidnight = new Date(atShopTime('2026-11-23 00:30'));
    expect(printedTimeText(at(23, 0, 10), justAfterMidnight)).toBe('00:10');
    expect(printedTimeText(at(22, 23, 50), justAfterMidnight)).toBe('22.11.2026, 23:50');
  });
});
