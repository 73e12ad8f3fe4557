import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { jobPagePath, queryKeys } from '@repair-shop/web';
import { useFiscalPrints } from '../../hooks/use-fiscal-prints';
import { FISCAL_DOCUMENTS_FAILED_TEXT, useJobFiscalDocuments } from '../../hooks/use-job-fiscal-documents';
import { usePrintData } from '../../hooks/use-print-data';
import { signatureOf } from '../../utils/signature-of';
import { A4PageStyle } from '../A4Paper/A4Paper';
import { Invoice } from '../Invoice/Invoice';
import { PrintScreen } from '../PrintScreen/PrintScreen';
import { PrintStatus } from '../PrintStatus/PrintStatus';

/**
 * /print/invoice/:jobId: the job's A4 invoice, read-only. A page made to print changes no record: the
 * price is the job's own, set on the job's page, where each change is signed in the history. Only its
 * fiscal documents' prints are counted, as "Printo" is pressed (a reprint says "KOPJE").
 */
export function InvoiceScreen({ jobId }: { jobId: string }) {
  const data = usePrintData(jobId);
  const fiscal = useJobFiscalDocuments(jobId);
  const documents = fiscal.state === 'ready' ? fiscal.documents : [];
  const prints = useFiscalPrints(queryKeys.jobFiscalDocuments(jobId), documents);
  const [issuedAt] = useState(() => new Date());
  if (data.state !== 'ready') return <PrintStatus state={data.state} />;
  if (fiscal.state !== 'ready') return <PrintStatus state={fiscal.state} message={FISCAL_DOCUMENTS_FAILED_TEXT} />;
  const { job } = data;

  return (
    <PrintScreen
      title="Fatura"
      controls={job.estimatedPrice === null && <MissingPriceNote jobId={job.id} />}
      beforePrint={prints.register}
    >
      <A4PageStyle />
      <Invoice
        job={job}
        business={data.business}
        money={data.money}
        payments={data.payments}
        parts={data.parts}
        issuedAt={issuedAt}
        pickupSignature={signatureOf(data.signatures, 'pickup')}
        fiscalDocuments={documents}
        copies={prints.copies}
      />
    </PrintScreen>
  );
}

/** In the toolbar, never printed: the work is invoiced without an amount until the job has a price. */
function MissingPriceNote({ jobId }: { jobId: string }) {
  return (
    <Text size="sm" c="orange.9">
      Kjo punë nuk ka çmim: fatura e shkruan punën pa shumë («—»).{' '}
      <Anchor component={Link} to={jobPagePath(jobId)} size="sm" fw={600}>
        Vendosni çmimin te puna
      </Anchor>
    </Text>
  );
}
