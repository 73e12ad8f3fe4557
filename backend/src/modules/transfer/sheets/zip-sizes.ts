/** The most an .xlsx file may unpack to: a 5 MB workbook of 20,000 rows unpacks to well under this. */
export const XLSX_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

/**
 * What a zip file says its entries unpack to, from its central directory; null when it has none that
 * can be read (not a zip, or a ZIP64 one, which no workbook of this size needs). Read before unpacking,
 * so that a small file that would unpack to gigabytes (a "zip bomb") is refused first.
 */
export function unpackedSize(data: Buffer): number | null {
  const searchFrom = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let offset = data.length - 22; offset >= searchFrom; offset -= 1) {
    if (data.readUInt32LE(offset) === END_OF_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return null;
  const entries = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  let total = 0;
  for (let entry = 0; entry < entries; entry += 1) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== DIRECTORY_ENTRY) return null;
    const size = data.readUInt32LE(offset + 24);
    if (size === 0xffffffff) return null;
    total += size;
    offset += 46 + data.readUInt16LE(offset + 28) + data.readUInt16LE(offset + 30) + data.readUInt16LE(offset + 32);
  }
  return total;
}
