import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { cashDepositAmountProblem } from '@repair-shop/contracts';
import { isApiRequestError } from '@repair-shop/web';
import { useRegisterCashDeposit } from '../../hooks/use-register-cash-deposit';
import { failureText } from '../../utils/api-errors';

export const INITIAL_CASH_TITLE = 'Fondi fillestar i arkës për sot';
export const CIS_UNREACHABLE_TEXT =
  'Sistemi i tatimeve (CIS) nuk u arrit: fondi fillestar nuk u regjistrua. Pagesa mund të vazhdojë: fatura ruhet ' +
  'dhe u dërgohet tatimeve më vonë. Regjistrojeni fondin te «Mbyllja e ditës» sapo të ketë lidhje.';
const NOT_REGISTERED = 'Fondi fillestar nuk u regjistrua.';

interface Props {
  /** Told once the payment may go on without the initial cash: the CIS could not take it. */
  onGoAhead: () => void;
}

/** "1500,50" or "1500.50" as typed: the contract's decimal with a point. */
const amountOf = (text: string): string => text.trim().replace(',', '.');

/**
 * Shown in an Albanian shop's job payment dialog and sale screen while today's initial cash is not registered and
 * the payment is a cash invoice (cash or card): the CIS expects the day's initial cash before the register's first invoice. Its
 * button registers it (0.00 to start with); when the CIS cannot take it, it says so and the payment goes on
 * anyway, since the money is taken either way.
 */
export function InitialCashStep({ onGoAhead }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const register = useRegisterCashDeposit({
    onNotRegistered: (error) => {
      setProblem(
        isApiRequestError(error) && error.status === 503
          ? CIS_UNREACHABLE_TEXT
          : `${failureText(error, NOT_REGISTERED)} Pagesa mund të vazhdojë.`,
      );
      onGoAhead();
    },
  });
  const form = useForm({ mode: 'controlled', initialValues: { amount: '0.00' } });

  const submit = form.onSubmit((values) => {
    if (register.isPending) return;
    const amount = amountOf(values.amount);
    const refused = cashDepositAmountProblem('initial', amount);
    if (refused) {
      form.setFieldError('amount', refused);
      return;
    }
    register.mutate({ request: { operation: 'initial', amount }, form });
  });

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="initial-cash-title" bg="orange.0">
      <Stack gap="xs">
        <Title order={4} fz="md" id="initial-cash-title">
          {INITIAL_CASH_TITLE}
        </Title>
        {problem ? (
          <Alert color="orange" role="alert">
            {problem}
          </Alert>
        ) : (
          <>
            <Text size="sm">
              Para faturës së parë të ditës me para në dorë ose me kartë, regjistroni sa para ka arka në fillim të ditës
              (mund të jetë 0).
            </Text>
            <form onSubmit={submit} noValidate aria-label="Regjistro fondin fillestar">
              <Group align="flex-start" gap="sm">
                <TextInput
                  label="Shuma në arkë (lekë)"
                  inputMode="decimal"
                  autoComplete="off"
                  w={160}
                  {...form.getInputProps('amount')}
                />
                <Button type="submit" mt={25} loading={register.isPending}>
                  Regjistro fondin fillestar
                </Button>
              </Group>
            </form>
          </>
        )}
      </Stack>
    </Paper>
  );
}
