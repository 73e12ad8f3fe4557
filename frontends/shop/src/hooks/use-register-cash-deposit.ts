import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, type CashDepositListResponse, type CashDepositRequest } from '@repair-shop/contracts';
import { isApiRequestError, notifySuccess, queryKeys, shopApi, type SentFromForm } from '@repair-shop/web';
import { useApiFailure } from './use-api-failure';

export const CASH_DEPOSIT_REGISTERED = 'Fondi i arkës u regjistrua te sistemi i tatimeve.';
const REGISTER_FAILED = 'Fondi i arkës nuk u regjistrua';

interface Options {
  /**
   * Told instead of a notification when the CIS cannot be reached (503 FISCAL_CIS_UNREACHABLE), or refuses the
   * deposit for a reason other than one of its fields: the payment dialog says so inline and lets the payment go on.
   */
  onNotRegistered?: (error: unknown) => void;
}

/** Whether the refusal is about the deposit itself rather than a field the cashier can correct. */
const notAboutAField = (error: unknown): boolean => !isApiRequestError(error) || error.status !== 400;

/**
 * POST /fiscal/cash-deposits: the deposit joins its day's list at once, and the day close's figures are asked again. Nothing is kept when the CIS cannot
 * be reached (503): the refusal says so and the cashier tries again. An initial cash already registered
 * (from another screen) is fetched again rather than reported.
 */
export function useRegisterCashDeposit({ onNotRegistered }: Options = {}) {
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
      // The day close's cash in the drawer counts it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.dayReport(deposit.day) });
    },
    onError: (error, { form, names }) => {
      if (isApiRequestError(error) && error.code === ERROR_CODES.cashDepositInitialExists) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.cashDepositsAll });
      }
      if (onNotRegistered && notAboutAField(error)) onNotRegistered(error);
      else fail(error, REGISTER_FAILED, form, names);
    },
  });
}
