import { guessDeviceIdKind, deviceIdProblem, normalizeDeviceId, type DeviceIdKind } from './device-ids';
import { JOB_STATUSES, JOB_STATUS_LABELS, type JobStatus } from './job-status';
import { JOB_PRIORITIES, JOB_PRIORITY_LABELS, type JobPriority } from './api';
import type { ImportCell } from './transfer';
import { wallClockIn } from './wall-clock';
import { JOB_CATEGORIES, JOB_CATEGORY_LABELS, type JobCategory } from './insights';

/**
 * How each cell of an imported file is read, the same in the server (which decides) and in the browser
 * (whose preview shows the rows as they will be imported). Each reader answers the value or, in
 * Albanian, what is wrong with the cell.
 */
export type CellReading<T> = { value: T } | { problem: string };

/** Kosovo, Albania and North Macedonia share Central European Time: dates without a zone are read in it. */
export const SHOP_TIME_ZONE = 'Europe/Belgrade';

/** Text compared without case, accents or punctuation: "Përfunduar" and "perfunduar" are one. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The cell as text, trimmed: a number cell as JavaScript writes it (an integer without decimals). */
export function cellText(cell: ImportCell | undefined): string {
  if (cell === undefined) return '';
  return typeof cell === 'number' ? String(cell) : cell.trim();
}

/** Required text of at most `max` characters. */
export function readText(cell: ImportCell | undefined, max: number, required: boolean): CellReading<string | null> {
  const text = cellText(cell);
  if (!text) return required ? { problem: 'Mungon: kjo fushë është e detyrueshme.' } : { value: null };
  if (text.length > max) return { problem: `Ka ${text.length} shenja; lejohen deri në ${max}.` };
  return { value: text };
}

const COUNTRY_CODES = /^(383|355|389)/;

/**
 * A phone number as people write it (digits with an optional +, spaces, dashes, dots, slashes,
 * parentheses; 6 to 15 digits). Excel keeps numbers without their leading 0 (044 123 456 becomes
 * 44123456): digits alone that start with neither 0 nor a country code get their 0 back.
 */
export function readPhone(cell: ImportCell | undefined): CellReading<string> {
  let text = typeof cell === 'number' && Number.isInteger(cell) ? cell.toFixed(0) : cellText(cell);
  if (!text) return { problem: 'Mungon: kjo fushë është e detyrueshme.' };
  if (!/^\+?[\d\s()./-]+$/.test(text))
    return { problem: 'Numri i telefonit përmban vetëm shifra, hapësira dhe + ( ) . / -' };
  const digits = text.replace(/\D/g, '');
  if (digits.length < 6 || digits.length > 15)
    return { problem: `Numri i telefonit ka 6 deri në 15 shifra (ky ka ${digits.length}).` };
  if (/^\d+$/.test(text) && !text.startsWith('0') && !COUNTRY_CODES.test(text)) text = `0${text}`;
  if (text.length > 30) return { problem: 'Numri i telefonit është më i gjatë se 30 shenja.' };
  return { value: text };
}

/** An IMEI (15 digits, checked with Luhn) or a serial number, as the add-job dialog checks them. */
export function readDeviceId(cell: ImportCell | undefined): CellReading<{ kind: DeviceIdKind; value: string }> {
  const text = typeof cell === 'number' && Number.isInteger(cell) ? cell.toFixed(0) : cellText(cell);
  if (!text) return { problem: 'Mungon: kjo fushë është e detyrueshme.' };
  // Excel shows a long number it was given as such in scientific notation, and saves it so in a CSV.
  if (/^\d([.,]\d+)?e\+?\d+$/i.test(text)) {
    return {
      problem:
        'Excel e ka ruajtur IMEI-n si numër të rrumbullakuar. Formatoni kolonën si tekst dhe ruajeni skedarin përsëri.',
    };
  }
  const kind = guessDeviceIdKind(text);
  const value = normalizeDeviceId(kind, text);
  const problem = deviceIdProblem(kind, value);
  return problem ? { problem } : { value: { kind, value } };
}

/** The largest price a job may have (numeric(10, 2)). */
const MAX_PRICE_DIGITS = 8;

/**
 * A price, exactly, as the decimal text PostgreSQL takes ("1250.50"), never through floating point:
 * "25", "25,5", "25.50", "1.250,00", "1,250.00", "1 250", with or without €, L or den. A lone
 * separator followed by three digits groups thousands ("1.250" is 1250: a price has two decimals).
 */
export function readPrice(cell: ImportCell | undefined): CellReading<string | null> {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return { problem: 'Çmimi nuk është numër.' };
    if (cell < 0) return { problem: 'Çmimi nuk mund të jetë negativ.' };
    const written = String(cell);
    if (!/^\d+(\.\d+)?$/.test(written)) return { problem: 'Çmimi nuk është numër.' };
    return priceOf(...(written.split('.') as [string, string?]));
  }
  const text = cellText(cell)
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^(€|eur|euro|lekë|leke|lek|all|l|den\.?|mkd)|(€|eur|euro|lekë|leke|lek|all|l|den\.?|mkd)$/i, '');
  if (!text) return { value: null };
  if (text.startsWith('-')) return { problem: 'Çmimi nuk mund të jetë negativ.' };
  if (!/^[\d.,']+$/.test(text) || !/\d/.test(text))
    return { problem: 'Çmimi duhet të jetë numër, p.sh. 25 ose 25,50.' };
  const cleaned = text.replace(/'/g, '');
  const last = Math.max(cleaned.lastIndexOf('.'), cleaned.lastIndexOf(','));
  if (last < 0) return priceOf(cleaned);
  const separator = cleaned[last] as '.' | ',';
  const other = separator === '.' ? ',' : '.';
  const whole = cleaned.slice(0, last);
  const tail = cleaned.slice(last + 1);
  const sameSeparators = cleaned.split(separator).length - 1;
  if (sameSeparators > 1 || (!whole.includes(other) && tail.length === 3 && /^[1-9]\d{0,2}$/.test(whole))) {
    // Only thousands: "1.250", "1.250.000".
    const units = groupedDigits(cleaned, separator);
    return units === null ? { problem: 'Çmimi nuk është shkruar si duhet, p.sh. 1.250,00.' } : priceOf(units);
  }
  const integer = whole.includes(other) ? groupedDigits(whole, other) : /^\d*$/.test(whole) ? whole : null;
  if (integer === null || !/^\d+$/.test(tail)) return { problem: 'Çmimi nuk është shkruar si duhet, p.sh. 1.250,00.' };
  return priceOf(integer || '0', tail);
}

/** Digits grouped by threes with `separator` ("1.250.000"), without it; null when the groups are wrong. */
function groupedDigits(text: string, separator: string): string | null {
  const [first = '', ...groups] = text.split(separator);
  return /^\d{1,3}$/.test(first) && groups.every((group) => /^\d{3}$/.test(group)) ? first + groups.join('') : null;
}

function priceOf(integer: string, decimals = ''): CellReading<string> {
  if (decimals.length > 2) return { problem: 'Çmimi ka më shumë se dy shifra pas presjes.' };
  const units = integer.replace(/^0+(?=\d)/, '');
  if (units.length > MAX_PRICE_DIGITS) return { problem: 'Çmimi është shumë i madh.' };
  return { value: `${units}.${decimals.padEnd(2, '0')}` };
}

/** "E re", "Përfunduar" (accents and case aside) or the API's value ("in_process"); empty is "E re". */
export function readStatus(cell: ImportCell | undefined): CellReading<JobStatus> {
  return readChoice(cell, JOB_STATUSES, JOB_STATUS_LABELS, 'new', 'Statusi');
}

/** "E lartë", "Normale", "E ulët" or the API's value; empty is "Normale". */
export function readPriority(cell: ImportCell | undefined): CellReading<JobPriority> {
  return readChoice(cell, JOB_PRIORITIES, JOB_PRIORITY_LABELS, 'normal', 'Prioriteti');
}

/** "Ekran", "Bateri" (accents and case aside) or the API's value ("charging_port"); empty: suggested from the description. */
export function readCategory(cell: ImportCell | undefined): CellReading<JobCategory | null> {
  if (!foldText(cellText(cell))) return { value: null };
  return readChoice(cell, JOB_CATEGORIES, JOB_CATEGORY_LABELS, 'other', 'Kategoria');
}

function readChoice<T extends string>(
  cell: ImportCell | undefined,
  values: readonly T[],
  labels: Record<T, string>,
  empty: T,
  what: string,
): CellReading<T> {
  const text = foldText(cellText(cell));
  if (!text) return { value: empty };
  const found = values.find((value) => foldText(labels[value]) === text || foldText(value) === text);
  if (found) return { value: found };
  return { problem: `${what} nuk njihet. Shkruani një nga: ${values.map((value) => labels[value]).join(', ')}.` };
}

/** A wall-clock time in the shop's zone, "YYYY-MM-DD HH:MM:SS", as PostgreSQL's timestamp reads it. */
export type WallClock = string;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** The wall clock of an instant in the shop's zone. */
export function shopWallClock(instant: Date): WallClock {
  const { date, time } = wallClockIn(SHOP_TIME_ZONE, instant);
  return `${date} ${time}`;
}

/** An Excel date cell's (or date serial's) wall clock: Excel counts days from 30 December 1899, without a zone. */
export function excelSerialWallClock(serial: number): WallClock {
  const instant = new Date(Math.round(((serial - 25569) * 86_400_000) / 1000) * 1000);
  return utcWallClock(instant);
}

/** A Date's UTC fields as a wall clock (Excel date cells are read so). */
export function utcWallClock(date: Date): WallClock {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

const EARLIEST_YEAR = 2000;

/**
 * A date, with or without its time: "31.01.2026", "31/01/2026 14:30", "2026-01-31", "2026-01-31T14:30:00Z",
 * an Excel date cell or serial number (45688). Without a zone it is the shop's time; a date alone is
 * its midnight. Refused when later than `now` or before 2000.
 */
export function readDate(cell: ImportCell | undefined, now: Date): CellReading<WallClock | null> {
  const text = cellText(cell);
  if (!text) return { value: null };
  const wall = wallClockOf(typeof cell === 'number' ? cell : text);
  if (!wall) return { problem: 'Data nuk njihet. Shkruani p.sh. 31.01.2026, 31.01.2026 14:30 ose 2026-01-31.' };
  if (Number(wall.slice(0, 4)) < EARLIEST_YEAR) return { problem: `Data është para vitit ${EARLIEST_YEAR}.` };
  if (wall > shopWallClock(new Date(now.getTime() + 60_000))) return { problem: 'Data është në të ardhmen.' };
  return { value: wall };
}

function wallClockOf(cell: number | string): WallClock | null {
  if (typeof cell === 'number') return cell >= 1 && cell < 2_958_466 ? excelSerialWallClock(cell) : null;
  if (/^\d{5}([.,]\d+)?$/.test(cell)) return excelSerialWallClock(Number(cell.replace(',', '.')));
  const local = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})\.?(?:[\sT,]+(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?)?$/.exec(cell);
  if (local) return checkedWallClock(local[3], local[2], local[1], local[4], local[5], local[6]);
  const iso =
    /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[\sT](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(
      cell,
    );
  if (!iso) return null;
  const wall = checkedWallClock(iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]);
  if (!wall || !iso[7]) return wall;
  // An instant with its zone: the shop's wall clock at that instant.
  const offset = iso[7].toUpperCase() === 'Z' ? '+00:00' : iso[7].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const instant = new Date(`${wall.replace(' ', 'T')}${offset}`);
  return Number.isNaN(instant.getTime()) ? null : shopWallClock(instant);
}

function checkedWallClock(
  year?: string,
  month?: string,
  day?: string,
  hour = '0',
  minute = '0',
  second = '0',
): WallClock | null {
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const exact =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60;
  return exact ? utcWallClock(date) : null;
}
