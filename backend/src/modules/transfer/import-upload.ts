import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES } from '@repair-shop/contracts';
import {
  ImportFileMissingException,
  ImportFileTooLargeException,
  ImportFileUnreadableException,
} from './imports.exceptions';

/** An import's file as sent, with the form's fields beside it. */
export interface ImportUpload {
  fileName: string;
  data: Buffer;
  fields: Record<string, string>;
}

const ONE_FILE = 'Dërgoni një skedar të vetëm, me llojin dhe kolonat e zgjedhura.';
/** A mapping's JSON is a few hundred bytes; a field longer than this is not one. */
const FIELD_MAX_BYTES = 16 * 1024;

/**
 * The multipart body of an import: one file of at most IMPORT_MAX_BYTES and the named text fields, in
 * any order (these limits replace the photo upload's one-file-only ones for this request). The body is
 * read to its end, so that a second file is refused rather than dropped.
 */
export async function readImportUpload(request: FastifyRequest, fieldNames: readonly string[]): Promise<ImportUpload> {
  if (!request.isMultipart()) throw new ImportFileMissingException();
  let file: { fileName: string; data: Buffer } | null = null;
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: IMPORT_MAX_BYTES,
        files: 1,
        fields: fieldNames.length,
        parts: fieldNames.length + 1,
        fieldSize: FIELD_MAX_BYTES,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        file = { fileName: part.filename, data: await part.toBuffer() };
      } else if (!fieldNames.includes(part.fieldname) || part.valueTruncated || typeof part.value !== 'string') {
        throw new ImportFileUnreadableException(ONE_FILE);
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ImportFileTooLargeException();
    // More parts than the file and the fields, or a body that is not proper multipart.
    if (typeof code === 'string' && code.startsWith('FST_')) throw new ImportFileUnreadableException(ONE_FILE);
    throw error;
  }
  if (!file) throw new ImportFileMissingException();
  if (file.data.length === 0)
    throw new ImportFileUnreadableException('Skedari është bosh. Zgjidhni skedarin me të dhëna.');
  return { ...file, fields };
}
