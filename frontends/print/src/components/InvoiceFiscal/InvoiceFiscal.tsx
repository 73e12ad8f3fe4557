import type { FiscalDocumentResponse } from '@repair-shop/contracts';
import {
  COPY_TEXT,
  correctsText,
  fiscalDocumentTitle,
  fiscalFields,
  fiscalQrText,
  kosovoMarkText,
  missingNivfText,
} from '../../utils/fiscal-fields';
import { QrImage } from '../QrImage/QrImage';

interface Props {
  documents: FiscalDocumentResponse[];
  /** The documents this print is a reprint of. */
  copies: ReadonlySet<string>;
  /** Every document on the paper is a copy: the invoice's header says so once, instead of each block. */
  allCopies: boolean;
}

/**
 * The fiscal documents of the job's payments on its invoice, oldest first: each its kind, its fields as
 * the tax office has them and the QR code of the page that verifies it; a reprint of one among originals
 * is marked "KOPJE" on its own block.
 */
export function InvoiceFiscal({ documents, copies, allCopies }: Props) {
  if (documents.length === 0) return null;
  return (
    <section className="invoice-fiscal">
      <h2>Faturat fiskale</h2>
      {documents.map((document) => {
        const corrects = correctsText(document, documents);
        const missingNivf = missingNivfText(document);
        const kosovoMark = kosovoMarkText(document);
        const qrText = fiscalQrText(document);
        return (
          <div className="invoice-fiscal-document" key={document.id} aria-label={`Fatura fiskale ${document.number}`}>
            <div className="invoice-fiscal-fields">
              <p className="invoice-fiscal-title">
                <strong>{fiscalDocumentTitle(document)}</strong>
                {copies.has(document.id) && !allCopies && <span className="invoice-copy-tag">{COPY_TEXT}</span>}
              </p>
              {corrects && <p>{corrects}</p>}
              <dl>
                {fiscalFields(document).map((field) => (
                  <div key={field.label}>
                    <dt>{field.label}</dt>
                    <dd>{field.value}</dd>
                  </div>
                ))}
              </dl>
              {missingNivf && (
                <p>
                  <strong>{missingNivf}</strong>
                </p>
              )}
              {kosovoMark && (
                <p>
                  <strong>{kosovoMark}</strong>
                </p>
              )}
            </div>
            {qrText && (
              <QrImage
                className="invoice-fiscal-qr"
                text={qrText}
                alt={`Kodi QR i verifikimit të faturës ${document.number}`}
              />
            )}
          </div>
        );
      })}
    </section>
  );
}
