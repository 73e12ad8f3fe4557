import type { FastifyRequest } from 'fastify';
import { FISCAL_CERTIFICATE_MAX_BYTES, FISCAL_CERTIFICATE_PASSWORD_MAX_LENGTH } from '@repair-shop/contracts';
import { FiscalCertificateTooLargeException, FiscalCertificateUnreadableException } from '../fiscal.exceptions';

/** The .p12 as sent and the password beside it. */
export interface CertificateUpload {
  file: Buffer;
  password: string;
}

const FILE_AND_PASSWORD = 'Dërgoni vetëm skedarin e certifikatës (.p12) dhe fjalëkalimin e saj.';
const MISSING = 'Zgjidhni skedarin e certifikatës (.p12) dhe shkruani fjalëkalimin e saj.';

/**
 * The multipart body of a certificate upload: one file of at most FISCAL_CERTIFICATE_MAX_BYTES and the
 * `password` field (these limits replace the photo upload's one-file-only ones for this request). Read to
 * its end, so that a second file is refused rather than dropped. The password is never trimmed.
 */
export async function readCertificateUpload(request: FastifyRequest): Promise<CertificateUpload> {
  if (!request.isMultipart()) throw new FiscalCertificateUnreadableException(MISSING);
  let file: Buffer | null = null;
  let password: string | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: FISCAL_CERTIFICATE_MAX_BYTES,
        files: 1,
        fields: 1,
        parts: 2,
        fieldSize: FISCAL_CERTIFICATE_PASSWORD_MAX_LENGTH * 4,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        file = await part.toBuffer();
      } else if (part.fieldname !== 'password' || part.valueTruncated || typeof part.value !== 'string') {
        throw new FiscalCertificateUnreadableException(FILE_AND_PASSWORD);
      } else {
        password = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new FiscalCertificateTooLargeException();
    // More parts than the file and the password, or a body that is not proper multipart.
    if (typeof code === 'string' && code.startsWith('FST_'))
      throw new FiscalCertificateUnreadableException(FILE_AND_PASSWORD);
    throw error;
  }
  if (!file || file.length === 0 || password === null) throw new FiscalCertificateUnreadableException(MISSING);
  if ([...password].length > FISCAL_CERTIFICATE_PASSWORD_MAX_LENGTH)
    throw new FiscalCertificateUnreadableException(FILE_AND_PASSWORD);
  return { file, password };
}
