import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import type { BusinessResponse, JobMoney, JobPartLineResponse, JobResponse, JobSignatureResponse, PaymentResponse } from '@repair-shop/contracts';
import { INVOICE_DEFAULT_PRICE, parsePrice } from '@repair-shop/web';
import { usePrintData } from '../../hooks/use-print-data';
import { useSavedPrice } from '../../hooks/use-saved-price';
import { A4PageStyle } from '../A4Paper/A4Paper';
import { Invoice } from '../Invoice/Invoice';
import { priceText } from '../PriceInput/price-text';
import { PrintScreen } from '../PrintScreen/PrintScreen';
import { PriceSaveStatus } from '../PriceSaveStatus/PriceSaveStatus';
import { PrintStatus } from '../PrintStatus/PrintStatus';
import { signatureOf } from '../../utils/signature-of';

/** /print/invoice/:jobId: an A4 invoice with an editable price, which is saved on the job. */
export function InvoiceScreen({ jobId }: { jobId: string }) {
  const data = usePrintData(jobId);
  if (data.state !== 'ready') return <PrintStatus state={data.state} />;
  return (
    <InvoiceEditor
      job={data.job}
      business={data.business}
      money={data.money}
      payments={data.payments}
      parts={data.parts}
      pickupSignature={signatureOf(data.signatures, 'pickup')}
    />
  );
}

interface EditorProps {
  job: JobResponse;
  business: BusinessResponse | null;
  money: JobMoney;
  payments: PaymentResponse[];
  parts: JobPartLineResponse[];
  pickupSignature: JobSignatureResponse | undefined;
}

function InvoiceEditor({ job, business, money, payments, parts, pickupSignature }: EditorProps) {
  // The job's estimate when there is one, otherwise the default 50 €.
  const [priceInput, setPriceInput] = useState(() => priceText(job.estimatedPrice ?? INVOICE_DEFAULT_PRICE));
  const [issuedAt] = useState(() => new Date());
  const price = parsePrice(priceInput);
  // Only a price the user sets is saved: the default shown for a job without one is not, unless asked.
  const saved = useSavedPrice(job.id, job.estimatedPrice ?? INVOICE_DEFAULT_PRICE, price);
  const unsavedDefault = job.estimatedPrice === null && saved.state === 'idle';

  return (
    <PrintScreen
      title="Fatura"
      controls={
        <>
          <PriceSaveStatus state={saved.state} />
          {unsavedDefault && (
            <>
              <Text size="sm" c="orange.8">
                Kjo punë nuk ka çmim të ruajtur: totali shfaqet pasi të ruhet.
              </Text>
              <Button size="xs" variant="light" onClick={saved.saveNow}>
                Ruaj çmimin në punë
              </Button>
            </>
          )}
        </>
      }
    >
      <A4PageStyle />
      <Invoice
        job={job}
        business={business}
        money={money}
        payments={payments}
        parts={parts}
        priceInput={priceInput}
        price={price}
        onPriceChange={setPriceInput}
        issuedAt={issuedAt}
        pickupSignature={pickupSignature}
      />
    </PrintScreen>
  );
}
