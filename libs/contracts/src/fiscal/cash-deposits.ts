/**
 * The register's cash with Albania's CIS (RegisterCashDepositRequest): the cash in the register at the start
 * of the day (`initial`, once a day, before its first invoice; it may be 0), cash put in during the day
 * (`deposit`) and cash taken out (`withdraw`). Albania's CIS takes all three (Montenegro's only the first and last).
 */

export const CASH_DEPOSIT_OPERATIONS = ['initial', 'deposit', 'withdraw'] as const;
export type CashDepositOperation = (typeof CASH_DEPOSIT_OPERATIONS)[number];

export const CASH_DEPOSIT_OPERATION_LABELS: Record<CashDepositOperation, string> = {
  initial: 'Fondi fillestar i ditës',
  deposit: 'Shtim parash',
  withdraw: 'Tërheqje parash',
};

/**
 * An amount in lek as an exact decimal: whole, or with one or two decimals ("1500", "1500.5", "1500.50"),
 * at most ten integer digits (the CIS's amounts, numeric(12, 2) kept).
 */
export const CASH_DEPOSIT_AMOUNT_PATTERN = /^(0|[1-9]\d{0,9})(\.\d{1,2})?$/;

/** The most deposits one day's list answers: a register has a handful a day. */
export const CASH_DEPOSITS_PER_DAY_LIMIT = 200;

/** Why the amount cannot be registered, in Albanian; null when it can. */
export function cashDepositAmountProblem(operation: CashDepositOperation, amount: string): string | null {
  if (!CASH_DEPOSIT_AMOUNT_PATTERN.test(amount)) {
    return 'Shuma shkruhet me shifra, me deri në 2 shifra pas pikës dhjetore (p.sh. 1500 ose 1500.50).';
  }
  // The CIS refuses a zero deposit or withdrawal (its error 51); only the day's initial cash may be 0.
  if (operation !== 'initial' && /^0(\.0{1,2})?$/.test(amount)) {
    return operation === 'withdraw'
      ? 'Shuma e tërhequr duhet të jetë më e madhe se zero.'
      : 'Shuma e shtuar duhet të jetë më e madhe se zero.';
  }
  return null;
}

export interface CashDepositRequest {
  /** Lek, an exact decimal string ("123.45"). */
  amount: string;
  operation: CashDepositOperation;
}

export interface CashDepositResponse {
  id: string;
  operation: CashDepositOperation;
  /** Two decimals, as signed. */
  amount: string;
  tcrCode: string;
  /** The date-time signed and sent to the CIS (Albania's time, with its offset). */
  changeDateTime: string;
  /** The day (Albania's) the deposit belongs to, YYYY-MM-DD. */
  day: string;
  /** The CIS's code of the registered deposit (FCDC). */
  fcdc: string;
  registeredBy: { id: string; name: string };
  createdAt: string;
}

export interface CashDepositCreatedResponse {
  success: true;
  deposit: CashDepositResponse;
}

/** GET /fiscal/cash-deposits?day=: the day's deposits, oldest first (at most CASH_DEPOSITS_PER_DAY_LIMIT). */
export interface CashDepositListResponse {
  day: string;
  items: CashDepositResponse[];
  /** Whether the day's initial cash is registered (the register's first invoice of the day needs it). */
  initialRegistered: boolean;
  /**
   * Whether the shop's payments by cash or card are cash invoices of an Albanian register (a profile with its
   * TCR code): only then does the day's first one need the initial cash before it.
   */
  fiscalRegister: boolean;
  /** The day's cash invoices of the register issued before its initial cash was registered (or with none yet). */
  cashInvoicesBeforeInitial: number;
}
