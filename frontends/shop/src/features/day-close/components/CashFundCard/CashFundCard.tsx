import { Alert, Button, Group, Paper, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CASH_DEPOSIT_OPERATION_LABELS,
  cashDepositAmountProblem,
  formatMoney,
  type CashDepositOperation,
  type CashDepositResponse,
} from '@repair-shop/contracts';
import { loadFailed, retryProps } from '@repair-shop/web';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { timeOf, today } from '../../../../utils/days';
import { useCashDeposits } from '../../../../hooks/use-cash-deposits';
import { useRegisterCashDeposit } from '../../../../hooks/use-register-cash-deposit';

export const INITIAL_MISSING_TEXT =
  'Fondi fillestar i arkës për sot nuk është regjistruar ende: regjistrojeni para pagesës së parë të ditës.';

/** Cash invoices (cash or card) issued today before the initial cash: the CIS expects the initial first. */
export const invoicesBeforeInitialText = (count: number): string =>
  `Sot ${count === 1 ? 'u lëshua 1 faturë' : `u lëshuan ${count} fatura`} me para në dorë ose me kartë para se të ` +
  'regjistrohej fondi fillestar i arkës. Regjistrojeni fondin fillestar në fillim të ditës, para pagesës së parë.';

/** What the form offers, in the order shown: the day's initial cash, cash put in, cash taken out. */
const OPERATION_CHOICES: { value: CashDepositOperation; label: string }[] = [
  { value: 'initial', label: CASH_DEPOSIT_OPERATION_LABELS.initial },
  { value: 'deposit', label: 'Shto para në arkë' },
  { value: 'withdraw', label: CASH_DEPOSIT_OPERATION_LABELS.withdraw },
];

interface CashFundValues {
  operation: CashDepositOperation;
  amount: string;
}

/** "1500,50" or "1500.50" as typed: the contract's decimal with a point. */
const amountOf = (text: string): string => text.trim().replace(',', '.');

function DepositRows({ items }: { items: CashDepositResponse[] }) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped aria-label="Fondi i arkës sot">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ora</Table.Th>
            <Table.Th>Veprimi</Table.Th>
            <Table.Th ta="right">Shuma</Table.Th>
            <Table.Th>Kodi FCDC</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((deposit) => (
            <Table.Tr key={deposit.id}>
              <Table.Td>{timeOf(deposit.createdAt)}</Table.Td>
              <Table.Td>{CASH_DEPOSIT_OPERATION_LABELS[deposit.operation]}</Table.Td>
              <Table.Td ta="right">{formatMoney(Number(deposit.amount), 'ALL')}</Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace">
                  {deposit.fcdc}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * "Fondi i arkës" of an Albanian shop: today's initial cash, cash put in and withdrawals, registered with the tax
 * office (CIS) at once, each with the FCDC it answered; a notice while today's initial cash is not registered, and
 * a warning when cash invoices were issued before it.
 */
export function CashFundCard() {
  const day = today();
  const deposits = useCashDeposits(day);
  const register = useRegisterCashDeposit();
  const initialRegistered = deposits.data?.initialRegistered ?? false;
  const invoicesBeforeInitial = deposits.data?.cashInvoicesBeforeInitial ?? 0;
  const form = useForm<CashFundValues>({
    mode: 'controlled',
    initialValues: { operation: 'initial', amount: '' },
  });
  // Once today's initial cash is in, only cash put in or taken out is left to register (a withdrawal to start with).
  const chosen = form.getValues().operation;
  const operation: CashDepositOperation = initialRegistered && chosen === 'initial' ? 'withdraw' : chosen;

  const submit = form.onSubmit((values) => {
    if (register.isPending) return;
    const problem = cashDepositAmountProblem(operation, amountOf(values.amount));
    if (problem) {
      form.setFieldError('amount', problem);
      return;
    }
    register.mutate(
      { request: { operation, amount: amountOf(values.amount) }, form },
      { onSuccess: () => form.setValues({ amount: '' }) },
    );
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="cash-fund-title">
      <Stack gap="sm">
        <div>
          <Title order={3} fz="lg" id="cash-fund-title">
            Fondi i arkës
          </Title>
          <Text size="sm" c="dimmed">
            Paratë në arkë në fillim të ditës, paratë e shtuara dhe ato të nxjerra prej saj, të regjistruara te sistemi
            i tatimeve.
          </Text>
        </div>
        {loadFailed(deposits) ? (
          <LoadFailed what="Fondi i arkës" {...retryProps(deposits)} />
        ) : (
          deposits.data && (
            <>
              {!initialRegistered && (
                <Alert color="orange" title="Fondi fillestar mungon">
                  {INITIAL_MISSING_TEXT}
                </Alert>
              )}
              {invoicesBeforeInitial > 0 && (
                <Alert color="red" title="Fatura para fondit fillestar">
                  {invoicesBeforeInitialText(invoicesBeforeInitial)}
                </Alert>
              )}
              {deposits.data.items.length > 0 && <DepositRows items={deposits.data.items} />}
              <form onSubmit={submit} noValidate aria-label="Regjistro fondin e arkës">
                <Group align="flex-end" gap="sm">
                  <SegmentedControl
                    aria-label="Veprimi"
                    value={operation}
                    onChange={(value) => form.setFieldValue('operation', value as CashDepositOperation)}
                    data={OPERATION_CHOICES.map((choice) => ({
                      ...choice,
                      disabled: choice.value === 'initial' && initialRegistered,
                    }))}
                  />
                  <TextInput
                    label="Shuma (lekë)"
                    placeholder="p.sh. 5000"
                    inputMode="decimal"
                    autoComplete="off"
                    w={160}
                    {...form.getInputProps('amount')}
                  />
                  <Button type="submit" loading={register.isPending}>
                    Regjistro
                  </Button>
                </Group>
              </form>
            </>
          )
        )}
      </Stack>
    </Paper>
  );
}
