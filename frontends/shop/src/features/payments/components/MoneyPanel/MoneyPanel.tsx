import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { JobMoney, JobStatus, PaymentResponse } from '@repair-shop/contracts';
import { useMay } from '../../../../hooks/use-role';
import { PlusIcon } from '../../../../components/Icons/icons';
import { PaymentDialog } from '../PaymentDialog/PaymentDialog';
import { PaymentList } from '../PaymentList/PaymentList';
import { MoneyFigures } from '../../../../components/MoneyFigures/MoneyFigures';
import { PickupSaleButton } from '../../../sales/components/PickupSaleButton/PickupSaleButton';

interface Props {
  jobId: string;
  money: JobMoney;
  payments: PaymentResponse[];
  /** The job is cancelled: nothing is due, what was paid is to be given back. */
  cancelled?: boolean;
  /** The job's status: a ready job with a balance offers «Merr dhe paguaj» (the sale screen). */
  status?: JobStatus;
}

/** "Pagesat": the job's total, paid and balance as the server summed them, its payments, and "Merr pagesë". */
export function MoneyPanel({ jobId, money, payments, cancelled = false, status }: Props) {
  const [opened, dialog] = useDisclosure(false);
  const mayRefund = useMay('refund');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="job-money-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={3} fz="lg" id="job-money-title">
            Pagesat
          </Title>
          <Group gap="xs">
            {status && <PickupSaleButton jobId={jobId} status={status} money={money} />}
            <Button leftSection={<PlusIcon />} onClick={dialog.open}>
              Merr pagesë
            </Button>
          </Group>
        </Group>
        <MoneyFigures money={money} cancelled={cancelled} />
        <PaymentList jobId={jobId} payments={payments} currency={money.currency} />
      </Stack>
      <PaymentDialog opened={opened} onClose={dialog.close} jobId={jobId} money={money} canRefund={mayRefund} />
    </Paper>
  );
}
