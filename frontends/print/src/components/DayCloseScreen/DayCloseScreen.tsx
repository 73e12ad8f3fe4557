import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dayClosePaperOf, type DayClosePaper } from '@repair-shop/web';
import { useDayCloseData } from '../../hooks/use-day-close-data';
import { DayPaperPicker } from '../DayPaperPicker/DayPaperPicker';
import { DayReceipt } from '../DayReceipt/DayReceipt';
import { DayReceiptPage } from '../DayReceiptPage/DayReceiptPage';
import { DAY_CLOSE_TITLE, DaySheet } from '../DaySheet/DaySheet';
import { PageStyle } from '../PageStyle/PageStyle';
import { PrintScreen } from '../PrintScreen/PrintScreen';
import { PrintStatus } from '../PrintStatus/PrintStatus';

export const DAY_FAILED_TEXT = 'Të dhënat e ditës nuk u ngarkuan. Kontrolloni lidhjen dhe provoni përsëri.';
export const DAY_FORBIDDEN_TEXT = 'Mbyllja e ditës është vetëm për pronarin dhe menaxherët.';
export const DAY_INVALID_TEXT = 'Kjo ditë nuk është e vlefshme.';

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
  const choose = (next: DayClosePaper): void => setParams({ letra: next }, { replace: true });

  if (data.state === 'loading') return <PrintStatus state="loading" />;
  if (data.state === 'failed') return <PrintStatus state="failed" message={DAY_FAILED_TEXT} />;
  if (data.state === 'refused') return <PrintStatus state="notFound" message={data.status === 403 ? DAY_FORBIDDEN_TEXT : DAY_INVALID_TEXT} />;

  const { report, business } = data;
  return (
    <PrintScreen title={DAY_CLOSE_TITLE} controls={<DayPaperPicker paper={paper} onChange={choose} />}>
      {paper === '80mm' ? (
        <DayReceiptPage title={DAY_CLOSE_TITLE}>
          <DayReceipt report={report} business={business} printedAt={printedAt} />
        </DayReceiptPage>
      ) : (
        <>
          <PageStyle size="A4" margin="12mm" />
          <DaySheet report={report} business={business} printedAt={printedAt} />
        </>
      )}
    </PrintScreen>
  );
}
