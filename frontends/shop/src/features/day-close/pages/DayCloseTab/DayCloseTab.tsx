import { Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { loadFailed, retryProps } from '@repair-shop/web';
import { CashFundCard } from '../../components/CashFundCard/CashFundCard';
import { DayCloseReport } from '../../components/DayCloseReport/DayCloseReport';
import { DayClosePrintButtons } from '../../components/DayClosePrintButtons/DayClosePrintButtons';
import { DayPicker } from '../../components/DayPicker/DayPicker';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { useDayReport } from '../../hooks/use-day-report';
import { useKeepsCashFund } from '../../../../hooks/use-keeps-cash-fund';
import { useReportDay } from '../../hooks/use-report-day';
import { dayTitle } from '../../../../utils/days';

/** Mbyllja e ditës: the money of a day (today unless another is chosen) by method, its work and its payments, to print. */
export function DayCloseTab() {
  const [day, setDay] = useReportDay();
  const report = useDayReport(day);
  const data = report.data;
  const keepsCashFund = useKeepsCashFund();

  return (
    <Stack gap="md" pt="xs">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2}>Mbyllja e ditës</Title>
          <Text c="dimmed">{dayTitle(day)}</Text>
        </div>
        <DayClosePrintButtons date={day} />
      </Group>
      {keepsCashFund && <CashFundCard />}
      <DayPicker value={day} onChange={setDay} />
      {loadFailed(report) ? (
        <LoadFailed what="Të dhënat e ditës" {...retryProps(report)} />
      ) : !data ? (
        <Center py="xl">
          <Loader aria-label="Duke ngarkuar mbylljen e ditës" />
        </Center>
      ) : (
        <div style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }} aria-busy={report.isPlaceholderData}>
          <DayCloseReport report={data} />
        </div>
      )}
    </Stack>
  );
}
