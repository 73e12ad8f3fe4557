import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashDepositListResponse, CashDepositRequest } from '@repair-shop/contracts';
import { notifySuccess, queryKeys, shopApi, type SentFromForm } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

export const CASH_DEPOSIT_REGISTERED = 'Fondi i arkës u regjistrua te sistemi i tatimeve.';
const REGISTER_FAILED = 'Fondi i arkës nuk u regjistrua';

/**
 * POST /fiscal/cash-deposits: the deposit joins its day's list at once. Nothing is kept when the CIS cannot
 * be reached (503): the refusal says so and the cashier tries again.
 */
export function useRegisterCashDeposit() {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request }: SentFromForm<CashDepositRequest>) => shopApi.registerCashDeposit(request),
    onSuccess: ({ deposit }) => {
      notifySuccess(CASH_DEPOSIT_REGISTERED);
      queryClient.setQueryData<CashDepositListResponse>(queryKeys.cashDeposits(deposit.day), (list) =>
        list
          ? {
              ...list,
              items: [...list.items, deposit],
              initialRegistered: list.initialRegistered || deposit.operation === 'initial',
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.cashDeposits(deposit.day) });
    },
    onError: (error, { form, names }) => fail(error, REGISTER_FAILED, form, names),
  });
}
