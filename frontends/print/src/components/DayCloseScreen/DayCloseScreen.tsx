import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DAY_CLOSE_PAPERS, DAY_CLOSE_PAPER_LABELS, dayClosePaperOf, type DayClosePaper } from '@repair-shop/web';
import { useDayCloseData } from '../../hooks/use-day-close-data';
import { A4PageStyle } from '../A4Paper/A4Paper';
import { ChoicePicker } from '../ChoicePicker/ChoicePicker';
import { DayReceipt } from '../DayReceipt/DayReceipt';
import { DAY_CLOSE_TITLE, DaySheet } from '../DaySheet/DaySheet';
import { PrintScreen } from '../PrintScreen/PrintScreen';
import { PrintStatus } from '../PrintStatus/PrintStatus';
import { DEFAULT_RECEIPT_WIDTH } from '../ReceiptScreen/receipt-widths';
import { ReceiptSheet } from '../ReceiptSheet/ReceiptSheet';

export const DAY_FAILED_TEXT = 'Të dhënat e ditës nuk u ngarkuan. Kontrolloni lidhjen dhe provoni përsëri.';
export const DAY_FORBIDDEN_TEXT = 'Mbyllja e ditës është vetëm për pronarin dhe menaxherët.';
export const DAY_INVALID_TEXT = 'Kjo ditë nuk është e vlefshme.';

const PAPER_CHOICES = DAY_CLOSE_PAPERS.map((id) => ({ id, label: DAY_CLOSE_PAPER_LABELS[id] }));

/**
 * /print/day-close/:date?letra=a4|80mm: the day's close on an A4 sheet (12 mm margins) or on the 80 mm
 * roll of a receipt printer (one page as long as the close). The paper is chosen here too, and kept in
 * the URL.
 */
export function DayCloseScreen({ date }: { date: string }) {
  const data = useDayCloseData(date);
  const [params, setParams] = useSearchParams();
  const paper = dayClosePaperOf(params.get('letra'));
  const [printedAt] = useState(() => new Date());
  const choose = ({ id }: { id: DayClosePaper }): void => setParams({ letra: id }, { replace: true });

  if (data.state === 'loading') return <PrintStatus state="loading" />;
  if (data.state === 'failed') return <PrintStatus state="failed" message={DAY_FAILED_TEXT} />;
  if (data.state === 'refused')
    return <PrintStatus state="notFound" message={data.status === 403 ? DAY_FORBIDDEN_TEXT : DAY_INVALID_TEXT} />;

  const { report, business, deposits } = data;
  return (
    <PrintScreen
      title={DAY_CLOSE_TITLE}
      controls={<ChoicePicker label="Letra" choices={PAPER_CHOICES} value={paper} onChange={choose} />}
    >
      {paper === '80mm' ? (
        <ReceiptSheet title={DAY_CLOSE_TITLE} width={DEFAULT_RECEIPT_WIDTH}>
          <DayReceipt report={report} business={business} deposits={deposits} printedAt={printedAt} />
        </ReceiptSheet>
      ) : (
        <>
          <A4PageStyle />
          <DaySheet report={report} business={business} deposits={deposits} printedAt={printedAt} />
        </>
      )}
    </PrintScreen>
  );
}
