import { useEffect, useRef, useState } from 'react';
import { fiscalDocumentOf } from '@repair-shop/web';
import { A4PageStyle } from '../A4Paper/A4Paper';
import { INTAKE_RECEIPT_TITLE, IntakeReceipt } from '../IntakeReceipt/IntakeReceipt';
import { Invoice } from '../Invoice/Invoice';
import { LabelSheet } from '../LabelSheet/LabelSheet';
import { PageStack } from '../PageStack/PageStack';
import { PAYMENT_RECEIPT_TITLE, PaymentReceipt } from '../PaymentReceipt/PaymentReceipt';
import { ReceiptSheet } from '../ReceiptSheet/ReceiptSheet';
import { waitUntilDrawn } from '../../station/wait-until-drawn';
import type { StationPrinting } from '../../station/station-printer';
import { DrawErrorBoundary } from './DrawErrorBoundary';
import { signatureOf } from '../../utils/signature-of';
import { correctsText } from '../../utils/fiscal-fields';
import { isStationCopy, stationCopies } from '../../utils/station-fiscal';
import { saleFiscalDocument } from '../../utils/sale-fiscal';
import { SaleInvoice } from '../SaleInvoice/SaleInvoice';
import { SaleReceipt, saleReceiptTitle } from '../SaleReceipt/SaleReceipt';

interface Props {
  printing: StationPrinting;
  /** Drawn as it will print (QR codes drawn, receipts measured). */
  onDrawn: () => void;
  onFailed: () => void;
}

/**
 * A document sent to the station, drawn by the same components as the print pages (the label at its
 * size, the A4 invoice, the receipts on their roll), `copies` times, each copy its own page. A payment
 * receipt and an invoice carry their fiscal documents, whose prints the server counted when the station
 * took the document: a document's first print is the original, every other copy says "KOPJE".
 */
export function StationDocument({ printing, onDrawn, onFailed }: Props) {
  const sheet = useRef<HTMLDivElement>(null);
  const { printJob } = printing;

  useEffect(() => {
    const element = sheet.current;
    if (!element) return;
    let current = true;
    waitUntilDrawn(element).then(
      () => current && onDrawn(),
      () => current && onFailed(),
    );
    return () => {
      current = false;
    };
  }, [onDrawn, onFailed]);

  return (
    <div
      ref={sheet}
      className="station-document"
      data-document={printJob.document}
      data-size={printJob.size ?? 'A4'}
      data-copies={printJob.copies}
    >
      <DrawErrorBoundary onError={onFailed}>
        <StationPage printing={printing} />
      </DrawErrorBoundary>
    </div>
  );
}

function StationPage({ printing }: { printing: StationPrinting }) {
  const { page, document, printJob } = printing;
  const { business, fiscalDocuments } = document;
  const copies = printJob.copies;
  const [issuedAt] = useState(() => new Date());
  const original = document.originalSale;

  if (page.kind === 'saleReceipt' || page.kind === 'saleInvoice') {
    const saleFiscal = (copy: number) =>
      saleFiscalDocument(page.sale, original, false, (id) => isStationCopy(document, id, copy));
    if (page.kind === 'saleReceipt')
      return (
        <ReceiptSheet title={saleReceiptTitle(page.sale)} width={page.width} copies={copies}>
          {(copy) => (
            <SaleReceipt
              sale={page.sale}
              business={business}
              originalNumber={original?.number ?? null}
              fiscal={saleFiscal(copy)}
            />
          )}
        </ReceiptSheet>
      );
    return (
      <>
        <A4PageStyle />
        <PageStack>
          {Array.from({ length: copies }, (_, copy) => {
            const fiscal = saleFiscal(copy);
            return (
              <SaleInvoice
                key={copy}
                sale={page.sale}
                business={business}
                originalNumber={original?.number ?? null}
                fiscalDocument={fiscal?.document}
                copy={fiscal?.copy ?? false}
              />
            );
          })}
        </PageStack>
      </>
    );
  }
  if (!document.detail) return null;
  const { job, money, payments, parts, intake, signatures, prediction } = document.detail;

  switch (page.kind) {
    case 'label':
      return <LabelSheet job={job} business={business} size={page.size} copies={copies} />;
    case 'invoice':
      return (
        <>
          <A4PageStyle />
          <PageStack>
            {Array.from({ length: copies }, (_, copy) => (
              <Invoice
                key={copy}
                job={job}
                business={business}
                money={money}
                payments={payments}
                parts={parts}
                issuedAt={issuedAt}
                pickupSignature={signatureOf(signatures, 'pickup')}
                fiscalDocuments={fiscalDocuments}
                copies={stationCopies(document, fiscalDocuments, copy)}
              />
            ))}
          </PageStack>
        </>
      );
    case 'intakeReceipt':
      return (
        <ReceiptSheet title={INTAKE_RECEIPT_TITLE} width={page.width} copies={copies}>
          <IntakeReceipt
            job={job}
            business={business}
            payments={payments}
            currency={money.currency}
            intake={intake}
            signature={signatureOf(signatures, 'intake')}
            prediction={prediction}
          />
        </ReceiptSheet>
      );
    case 'paymentReceipt': {
      const fiscal = fiscalDocumentOf(fiscalDocuments, page.payment.id);
      return (
        <ReceiptSheet title={PAYMENT_RECEIPT_TITLE} width={page.width} copies={copies}>
          {(copy) => (
            <PaymentReceipt
              job={job}
              business={business}
              payment={page.payment}
              money={money}
              fiscal={
                fiscal && {
                  document: fiscal,
                  corrects: correctsText(fiscal, fiscalDocuments),
                  copy: isStationCopy(document, fiscal.id, copy),
                }
              }
            />
          )}
        </ReceiptSheet>
      );
    }
  }
}
