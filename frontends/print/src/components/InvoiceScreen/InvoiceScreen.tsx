import { useState } from 'react';
import type { BusinessResponse, JobResponse } from '@repair-shop/contracts';
import { INVOICE_DEFAULT_PRICE, parsePrice } from '@repair-shop/web';
import { usePrintData } from '../../hooks/use-print-data';
import { useSavedPrice } from '../../hooks/use-saved-price';
import { Invoice } from '../Invoice/Invoice';
import { priceText } from '../PriceInput/price-text';
import { PageStyle } from '../PageStyle/PageStyle';
import { PrintScreen } from '../PrintScreen/PrintScreen';
import { PriceSaveStatus } from '../PriceSaveStatus/PriceSaveStatus';
import { PrintStatus } from '../PrintStatus/PrintStatus';

/** /print/invoice/:jobId: an A4 invoice with an editable price, which is saved on the job. */
export function InvoiceScreen({ jobId }: { jobId: string }) {
  const data = usePrintData(jobId);
  if (data.state !== 'ready') return <PrintStatus state={data.state} />;
  return <InvoiceEditor job={data.job} business={data.business} />;
}

function InvoiceEditor({ job, business }: { job: JobResponse; business: BusinessResponse | null }) {
  // The job's estimate when there is one, otherwise the default 50 €.
  const [priceInput, setPriceInput] = useState(() => priceText(job.estimatedPrice ?? INVOICE_DEFAULT_PRICE));
  const [issuedAt] = useState(() => new Date());
  const price = parsePrice(priceInput);
  // Only a price the user sets is saved: the default shown for a job without one is not.
  const saveState = useSavedPrice(job.id, job.estimatedPrice ?? INVOICE_DEFAULT_PRICE, price);

  return (
    <PrintScreen title="Fatura" controls={<PriceSaveStatus state={saveState} />}>
      <PageStyle size="A4" margin="12mm" />
      <Invoice
        job={job}
        business={business}
        priceInput={priceInput}
        price={price}
        onPriceChange={setPriceInput}
        issuedAt={issuedAt}
      />
    </PrintScreen>
  );
}
