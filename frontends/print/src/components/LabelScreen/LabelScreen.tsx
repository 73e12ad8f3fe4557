import { Text } from '@mantine/core';
import { LABEL_SIZES } from '@repair-shop/web';
import { usePrintData } from '../../hooks/use-print-data';
import { ChoicePicker } from '../ChoicePicker/ChoicePicker';
import { LabelSheet } from '../LabelSheet/LabelSheet';
import { PrintScreen } from '../PrintScreen/PrintScreen';
import { PrintStatus } from '../PrintStatus/PrintStatus';
import { useLabelSettings } from './label-settings';

/** /print/label/:jobId: the job's label, `copies` times, each on a page of the label's size. */
export function LabelScreen({ jobId }: { jobId: string }) {
  const data = usePrintData(jobId);
  const { settings, selectSize } = useLabelSettings();
  const { size, copies } = settings;

  if (data.state !== 'ready') return <PrintStatus state={data.state} />;

  return (
    <PrintScreen
      title="Etiketa"
      controls={
        <>
          <ChoicePicker label="Dimensionet" choices={LABEL_SIZES} value={size.id} onChange={selectSize} />
          <Text size="sm" c="dimmed">
            Kopje: {copies}
          </Text>
        </>
      }
    >
      <LabelSheet job={data.job} business={data.business} size={size} copies={copies} />
    </PrintScreen>
  );
}
