import type { FiscalDocumentResponse } from '@repair-shop/contracts';
import {
  fiscalDocumentTitle,
  fiscalFields,
  fiscalQrText,
  kosovoMarkText,
  missingNivfText,
} from '../../utils/fiscal-fields';
import { QrImage } from '../QrImage/QrImage';
import { ReceiptRow } from '../ReceiptRow/ReceiptRow';

interface Props {
  document: FiscalDocumentResponse;
  /** "Korrigjon faturën nr. …" for a refund, when the sale is known. */
  corrects: string | null;
}

/**
 * The payment's fiscal document at the foot of its receipt: its kind, what identifies it to the tax
 * office (NIVF, or why there is none yet; NSLF; number; date-time; unit, register, operator and software)
 * and the QR code of the tax office's page that verifies it; in Kosovo the coupon's number, its till, OFFLINE
 * when it was made without ATK and the QR code of the citizen coupon its till signed.
 */
export function ReceiptFiscal({ document, corrects }: Props) {
  const missingNivf = missingNivfText(document);
  const kosovoMark = kosovoMarkText(document);
  const qrText = fiscalQrText(document);
  return (
    <section aria-label="Fatura fiskale">
      <p className="receipt-block-label receipt-center">{fiscalDocumentTitle(document).toUpperCase()}</p>
      {corrects && <p className="receipt-center receipt-small">{corrects}</p>}
      {fiscalFields(document).map((field) => (
        <ReceiptRow key={field.label} label={field.label}>
          {field.value}
        </ReceiptRow>
      ))}
      {missingNivf && (
        <p className="receipt-center">
          <strong>{missingNivf}</strong>
        </p>
      )}
      {kosovoMark && (
        <p className="receipt-center">
          <strong>{kosovoMark}</strong>
        </p>
      )}
      {qrText && (
        <QrImage className="receipt-qr" text={qrText} alt={`Kodi QR i verifikimit të faturës ${document.number}`} />
      )}
    </section>
  );
}
