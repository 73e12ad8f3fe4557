import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF that Chromium printed (Skia's PDF: Type0 fonts with Identity-H glyph codes and a
 * ToUnicode map each, text drawn by hex strings in Flate-compressed content streams), in drawing order,
 * one space between text objects and every run of white space made one space. Enough to see what a
 * printed page says; not a reader for PDFs in general.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  const unicodeMaps = new Map<string, Map<number, string>>();
  for (const object of objects.values()) {
    const toUnicode = /\/Subtype\s*\/Type0[\s\S]*?\/ToUnicode\s+(\d+)\s+0\s+R/.exec(object.dictionary);
    const cmap = toUnicode ? objects.get(toUnicode[1])?.stream : undefined;
    if (toUnicode && cmap) unicodeMaps.set(object.id, parseToUnicode(cmap.toString('latin1')));
  }
  // The fonts' resource names ("/F4 4 0 R"): Chromium gives each font one name for the whole file.
  const fontsByName = new Map<string, Map<number, string>>();
  for (const object of objects.values()) {
    for (const resources of object.dictionary.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const [, name, id] of resources[1].matchAll(/\/([^\s/]+)\s+(\d+)\s+0\s+R/g)) {
        const map = unicodeMaps.get(id);
        if (map) fontsByName.set(name, map);
      }
    }
  }
  const runs: string[] = [];
  for (const object of objects.values()) {
    if (!object.stream || unicodeMaps.has(object.id)) continue;
    runs.push(contentText(object.stream.toString('latin1'), fontsByName));
  }
  return runs.join(' ').replace(/\s+/g, ' ').trim();
}

interface PdfObject {
  id: string;
  dictionary: string;
  stream?: Buffer;
}

/** Every "N 0 obj", its dictionary, and its stream (inflated when Flate-compressed). */
function pdfObjects(pdf: Buffer): Map<string, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<string, PdfObject>();
  const start = /(\d+)\s+0\s+obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = start.exec(text))) {
    const bodyStart = match.index + match[0].length;
    const streamAt = text.indexOf('stream', bodyStart);
    const endAt = text.indexOf('endobj', bodyStart);
    if (endAt < 0) break;
    if (streamAt < 0 || streamAt > endAt) {
      objects.set(match[1], { id: match[1], dictionary: text.slice(bodyStart, endAt) });
      start.lastIndex = endAt;
      continue;
    }
    const dictionary = text.slice(bodyStart, streamAt);
    const length = Number(/\/Length\s+(\d+)(?!\s+0\s+R)/.exec(dictionary)?.[1] ?? NaN);
    const dataStart = streamAt + 'stream'.length + (text.startsWith('\r\n', streamAt + 6) ? 2 : 1);
    const dataEnd = Number.isFinite(length) ? dataStart + length : text.indexOf('endstream', dataStart);
    const raw = pdf.subarray(dataStart, dataEnd);
    let stream: Buffer = raw;
    if (/\/FlateDecode/.test(dictionary)) {
      try {
        stream = inflateSync(raw);
      } catch {
        stream = Buffer.alloc(0);
      }
    }
    objects.set(match[1], { id: match[1], dictionary, stream });
    start.lastIndex = dataEnd;
  }
  return objects;
}

/** A ToUnicode CMap: glyph code → the text it stands for (bfchar and bfrange, in UTF-16BE). */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(parseInt(code, 16), utf16(unicode));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, target] of block[1].matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
    )) {
      const first = parseInt(from, 16);
      const last = parseInt(to, 16);
      if (target.startsWith('[')) {
        const each = [...target.matchAll(/<([0-9A-Fa-f]+)>/g)].map((item) => utf16(item[1]));
        each.forEach((unicode, offset) => map.set(first + offset, unicode));
      } else {
        const base = parseInt(target.slice(1, -1), 16);
        for (let code = first; code <= last; code += 1) map.set(code, String.fromCharCode(base + code - first));
      }
    }
  }
  return map;
}

const utf16 = (hex: string): string => {
  const units: number[] = [];
  for (let at = 0; at + 4 <= hex.length; at += 4) units.push(parseInt(hex.slice(at, at + 4), 16));
  return String.fromCharCode(...units);
};

/** The text a content stream draws: Tf picks the font, Tj and TJ draw 2-byte glyph codes, ET ends a text object. */
function contentText(content: string, fonts: Map<string, Map<number, string>>): string {
  let font: Map<number, string> | undefined;
  let text = '';
  const operators = /\/([^\s/]+)\s+[-\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>\s*Tj|\[([^\]]*)\]\s*TJ|\bET\b/g;
  for (const [operator, fontName, shown, array] of content.matchAll(operators)) {
    if (fontName !== undefined) font = fonts.get(fontName);
    else if (shown !== undefined) text += decode(shown, font);
    else if (array !== undefined)
      for (const [, hex] of array.matchAll(/<([0-9A-Fa-f\s]*)>/g)) text += decode(hex, font);
    else if (operator === 'ET') text += ' ';
  }
  return text;
}

function decode(hex: string, font: Map<number, string> | undefined): string {
  const clean = hex.replace(/\s+/g, '');
  let text = '';
  for (let at = 0; at + 4 <= clean.length; at += 4) text += font?.get(parseInt(clean.slice(at, at + 4), 16)) ?? '';
  return text;
}
