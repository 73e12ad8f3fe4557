import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  DEVICE_ID_KIND_LABELS,
  JOB_CATEGORIES,
  JOB_CATEGORY_LABELS,
  isJobCategory,
  type JobPredictionResponse,
  WARRANTY_DAYS_MAX,
  WARRANTY_RETURN_LABEL,
  clientTicketCode,
  type JobMoney,
  type JobResponse,
  type JobUpdateRequest,
  type WorkerResponse,
} from '@repair-shop/contracts';
import { formatDate, formatDateTime, formatReadyBy, formatUsualPrice, fullName } from '@repair-shop/web';
import { jobPath } from '../../../../routes';
import { INVALID_WARRANTY_DAYS } from '../../../../utils/warranty-days';
import { useCurrency, useFormatMoney } from '../../../../hooks/use-currency';
import { LABOUR_PRICE_LABEL, parsePriceText, priceToText } from '../../../../utils/price';
import { EditableField } from '../EditableField/EditableField';
import { StatusBadge } from '../../../../components/StatusBadge/StatusBadge';

interface Props {
  job: JobResponse;
  /** The job's money as the server summed it: with parts used, the price is shown with what they add. */
  money: Pick<JobMoney, 'parts' | 'total'>;
  workers: WorkerResponse[];
  /** What the shop's history predicted when the job was received; null: nothing was. */
  prediction?: JobPredictionResponse | null;
  onUpdate: (patch: JobUpdateRequest) => Promise<boolean>;
}

const CATEGORY_OPTIONS = JOB_CATEGORIES.map((category) => ({ value: category, label: JOB_CATEGORY_LABELS[category] }));

type TextKey = 'clientName' | 'clientPhone' | 'deviceModel' | 'deviceImei' | 'deviceCode' | 'workDescription';

/** "30 ditë", and once the device is handed over, until when. */
function warrantyDisplay(job: JobResponse): string {
  if (job.warrantyDays === 0) return 'Pa garanci';
  return job.warrantyEndsAt
    ? `${job.warrantyDays} ditë, deri më ${formatDate(job.warrantyEndsAt)}`
    : `${job.warrantyDays} ditë pas dorëzimit`;
}

/** The job's facts; every pencil saves its field with PATCH /jobs/:id. */
export function JobInfo({ job, money, workers, prediction = null, onUpdate }: Props) {
  const formatMoney = useFormatMoney();
  const currency = useCurrency();
  const text = (key: TextKey, label: string, kind: 'text' | 'phone' | 'textarea' = 'text', fullWidth = false) => (
    <EditableField
      label={label}
      display={job[key]}
      editor={{ kind, required: true }}
      initial={job[key]}
      onSave={(value) => onUpdate({ [key]: value.trim() })}
      fullWidth={fullWidth}
    />
  );

  const workerOptions = workers.map((worker) => ({ value: worker.id, label: fullName(worker) }));
  // A worker missing from the list (not loaded yet) still shows under its name.
  if (!workerOptions.some((option) => option.value === job.workerId)) {
    workerOptions.unshift({ value: job.workerId, label: job.assignedWorker || 'Punëtori aktual' });
  }

  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
        {text('clientName', 'Klienti')}
        {text('clientPhone', 'Telefoni i klientit', 'phone')}
        <EditableField label="Statusi" display={<StatusBadge status={job.status} size="lg" />} />
        <EditableField
          label="Punëtori"
          display={job.assignedWorker || '—'}
          editor={{ kind: 'select', options: workerOptions }}
          initial={job.workerId}
          onSave={(workerId) => onUpdate({ workerId })}
        />
        <EditableField label="Pranuar më" display={formatDateTime(job.createdAt)} />
        <EditableField label="Përditësuar më" display={formatDateTime(job.updatedAt)} />
        {text('deviceModel', 'Modeli i telefonit')}
        {text('deviceImei', DEVICE_ID_KIND_LABELS[job.deviceIdKind])}
        {text('deviceCode', 'Kodi')}
        <EditableField
          label={LABOUR_PRICE_LABEL}
          display={
            <>
              {job.estimatedPrice === null ? '—' : formatMoney(job.estimatedPrice)}
              {money.parts > 0 && (
                <Text component="span" display="block" size="xs" c="dimmed" fw={400}>
                  + pjesët {formatMoney(money.parts)} = {formatMoney(money.total)} gjithsej
                </Text>
              )}
            </>
          }
          editor={{ kind: 'price' }}
          initial={priceToText(job.estimatedPrice)}
          onSave={(value) => {
            const parsed = parsePriceText(value);
            return parsed.valid ? onUpdate({ estimatedPrice: parsed.price }) : Promise.resolve(false);
          }}
        />
        <EditableField
          label="Garancia"
          display={warrantyDisplay(job)}
          editor={{ kind: 'days', max: WARRANTY_DAYS_MAX, invalidText: INVALID_WARRANTY_DAYS }}
          initial={String(job.warrantyDays)}
          onSave={(value) => onUpdate({ warrantyDays: Number(value.trim()) })}
        />
        <EditableField
          label="Kategoria"
          display={
            <>
              {JOB_CATEGORY_LABELS[job.category]}
              {job.categorySource === 'suggested' && (
                <Text component="span" display="block" size="xs" c="dimmed" fw={400}>
                  sugjeruar nga përshkrimi
                </Text>
              )}
            </>
          }
          editor={{ kind: 'select', options: CATEGORY_OPTIONS }}
          initial={job.category}
          onSave={(value) => (isJobCategory(value) ? onUpdate({ category: value }) : Promise.resolve(false))}
        />
        {prediction && (prediction.readyBy || prediction.price) && (
          <EditableField
            label="Parashikimi në pranim"
            display={
              <>
                {/* As said at intake (and printed on the receipt): counted from when it was made. */}
                {prediction.readyBy && (
                  <Text inherit>{formatReadyBy(prediction.readyBy, new Date(prediction.madeAt))}</Text>
                )}
                {prediction.price && <Text inherit>{formatUsualPrice(prediction.price, currency)}</Text>}
              </>
            }
          />
        )}
        {job.warrantyOfJobId && (
          <EditableField
            label={WARRANTY_RETURN_LABEL}
            display={
              <Anchor component={Link} to={jobPath(job.warrantyOfJobId)}>
                e punës #{clientTicketCode(job.warrantyOfJobId)}
              </Anchor>
            }
          />
        )}
        {text('workDescription', 'Përshkrimi', 'textarea', true)}
      </SimpleGrid>
    </Paper>
  );
}
