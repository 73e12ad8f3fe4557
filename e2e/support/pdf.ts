/** The page sizes of a PDF in points (1 cm = 72 / 2.54 pt), read from its MediaBox entries. */
export function pdfPageSizes(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString('latin1');
  const sizes: { width: number; height: number }[] = [];
  for (const match of text.matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)) {
    sizes.push({ width: Number(match[3]) - Number(match[1]), height: Number(match[4]) - Number(match[2]) });
  }
  return sizes;
}

export const cmToPt = (cm: number): number => (cm * 72) / 2.54;
