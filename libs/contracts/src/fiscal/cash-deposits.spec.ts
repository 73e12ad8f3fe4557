import { cashDepositAmountProblem } from './cash-deposits';

describe('cashDepositAmountProblem', () => {
  it('takes lek as whole or with up to two decimals after a point, zero only for the day’s initial cash', () => {
    for (const amount of ['0', '0.00', '5', '1500.5', '1500.50', '9999999999.99']) {
      expect(cashDepositAmountProblem('initial', amount)).toBeNull();
    }
    expect(cashDepositAmountProblem('withdraw', '0.01')).toBeNull();
    expect(cashDepositAmountProblem('withdraw', '0')).toBe('Shuma e tërhequr duhet të jetë më e madhe se zero.');
    expect(cashDepositAmountProblem('withdraw', '0.00')).toMatch(/më e madhe se zero/);
  });

  it('refuses what is not an exact decimal the CIS takes, in Albanian', () => {
    for (const amount of ['', '-5', '1,50', '12.345', '01', '1e3', '.5', '10000000000', ' 5']) {
      expect(cashDepositAmountProblem('initial', amount)).toMatch(/Shuma shkruhet me shifra, me deri në 2 shifra/);
    }
  });
});
