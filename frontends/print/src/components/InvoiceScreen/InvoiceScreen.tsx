import { useState } from 'react';
import type { BusinessResponse, JobResponse } from '@repair-shop/contracts';
import { INVOICE_DEFAULT_PRICE, parsePrice } from '@repair-shop/web';
import { usePrintData } from '../../hooks/use-print-data';
import { Invoice } from '../Invoice/Invoice';
import { priceText } from '../PriceInput/price-text';
import { PageStyle } from '../PageStyle/PageStyle';
import { PrintScreen } from '../PrintScreen/PrintScreen';
import { PrintStatus } from '../PrintStatus/PrintStatus';

/** /print/invoice/:jobId: an A4 invoice with an editable price. */
export function InvoiceScreen({ jobId }: { jobId: string }) {
  const data = usePrintData(jobId);
  if (data.state !== 'ready') return <PrintStatus state={data.state} />;
  return <InvoiceEditor job={data.job} business={data.business} />;
}

function InvoiceEditor({ job, business }: { job: JobResponse; business: BusinessResponse | null }) {
  // The job's estimate when there is one, otherwise the default 50 €.
  const [priceInput, setPriceInput] = useState(() => priceText(job.estimatedPrice ?? INVOICE_DEFAULT_PRICE));
  const [issuedAt] = useState(() => new Date());

  return (
    <PrintScreen title="Fatura">
      <PageStyle size="A4" margin="12mm" />
      <Invoice
        job={job}
        business={business}
        priceInput={priceInput}
        price={parsePrice(priceInput)}
        onPriceChange={setPriceInput}
        issuedAt={issuedAt}
      />
    </PrintScreen>
  );
}
