import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashDepositListResponse, CashDepositResponse } from '@repair-shop/contracts';
import { ApiRequestError, queryKeys, shopApi } from '@repair-shop/web';
import { TEST_ALBANIAN_PROFILE } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { today } from '../../../../utils/days';
import { CashFundCard, INITIAL_MISSING_TEXT, invoicesBeforeInitialText } from './CashFundCard';

afterEach(() => jest.restoreAllMocks());

function deposit(overrides: Partial<CashDepositResponse> = {}): CashDepositResponse {
  return {
    id: 'cd-1',
    operation: 'initial',
    amount: '5000.00',
    tcrCode: 'cd456ef789',
    changeDateTime: `${today()}T08:00:00+01:00`,
    day: today(),
    fcdc: '3f2a9c1e-1111-4c2d-8e3f-0123456789ab',
    registeredBy: { id: 'u1', name: 'Arta Morina' },
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

const list = (items: CashDepositResponse[], cashInvoicesBeforeInitial = 0): CashDepositListResponse => ({
  day: today(),
  items,
  initialRegistered: items.some((item) => item.operation === 'initial'),
  fiscalRegister: true,
  cashInvoicesBeforeInitial,
});

const renderCard = (cached: CashDepositListResponse) =>
  renderWithShop(<CashFundCard />, {
    fiscalProfile: TEST_ALBANIAN_PROFILE,
    cached: [[queryKeys.cashDeposits(today()), cached]],
  });

describe('CashFundCard', () => {
  it('says today’s initial cash is missing, registers it with the amount typed with a comma, and lists its FCDC', async () => {
    const registered = deposit({ amount: '1500.50' });
    const post = jest.spyOn(shopApi, 'registerCashDeposit').mockResolvedValue({ success: true, deposit: registered });
    jest.spyOn(shopApi, 'cashDeposits').mockResolvedValue(list([registered]));
    renderCard(list([]));
    expect(screen.getByText(INITIAL_MISSING_TEXT)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Shuma (lekë)' }), '1500,50');
    await userEvent.click(screen.getByRole('button', { name: 'Regjistro' }));
    const table = await screen.findByRole('table', { name: 'Fondi i arkës sot' });
    expect(post).toHaveBeenCalledWith({ operation: 'initial', amount: '1500.50' });
    expect(within(table).getByText(registered.fcdc)).toBeInTheDocument();
    expect(within(table).getByText('Fondi fillestar i ditës')).toBeInTheDocument();
    expect(within(table).getByText('1.500,50 L')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(INITIAL_MISSING_TEXT)).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Shuma (lekë)' })).toHaveValue('');
  });

  it('after the initial cash, registers withdrawals only, and refuses an amount it cannot send, in Albanian', async () => {
    const post = jest
      .spyOn(shopApi, 'registerCashDeposit')
      .mockResolvedValue({ success: true, deposit: deposit({ id: 'cd-2', operation: 'withdraw', amount: '200.00' }) });
    jest.spyOn(shopApi, 'cashDeposits').mockResolvedValue(list([deposit()]));
    renderCard(list([deposit()]));
    expect(screen.queryByText(INITIAL_MISSING_TEXT)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Fondi fillestar i ditës' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Tërheqje parash' })).toBeChecked();
    const amount = screen.getByRole('textbox', { name: 'Shuma (lekë)' });
    await userEvent.type(amount, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Regjistro' }));
    expect(await screen.findByText('Shuma e tërhequr duhet të jetë më e madhe se zero.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Regjistro' }));
    expect(await screen.findByText(/deri në 2 shifra pas pikës/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    await userEvent.click(screen.getByRole('button', { name: 'Regjistro' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith({ operation: 'withdraw', amount: '200' }));
  });

  it('registers cash put in during the day beside withdrawals, and lists it', async () => {
    const added = deposit({ id: 'cd-2', operation: 'deposit', amount: '750.00' });
    const post = jest.spyOn(shopApi, 'registerCashDeposit').mockResolvedValue({ success: true, deposit: added });
    jest.spyOn(shopApi, 'cashDeposits').mockResolvedValue(list([deposit(), added]));
    renderCard(list([deposit()]));
    expect(screen.getByRole('radio', { name: 'Tërheqje parash' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Shto para në arkë' }));
    const amount = screen.getByRole('textbox', { name: 'Shuma (lekë)' });
    await userEvent.type(amount, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Regjistro' }));
    expect(await screen.findByText('Shuma e shtuar duhet të jetë më e madhe se zero.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '750');
    await userEvent.click(screen.getByRole('button', { name: 'Regjistro' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith({ operation: 'deposit', amount: '750' }));
    const table = screen.getByRole('table', { name: 'Fondi i arkës sot' });
    expect(await within(table).findByText('Shtim parash')).toBeInTheDocument();
    expect(within(table).getByText('750 L')).toBeInTheDocument();
  });

  it('warns when cash invoices were issued today before the initial cash, and only then', () => {
    const { unmount } = renderCard(list([deposit()], 2));
    expect(screen.getByText('Fatura para fondit fillestar')).toBeInTheDocument();
    expect(screen.getByText(invoicesBeforeInitialText(2))).toBeInTheDocument();
    expect(invoicesBeforeInitialText(2)).toMatch(/^Sot u lëshuan 2 fatura me para në dorë ose me kartë/);
    expect(invoicesBeforeInitialText(1)).toMatch(/^Sot u lëshua 1 faturë /);
    unmount();
    renderCard(list([deposit()]));
    expect(screen.queryByText('Fatura para fondit fillestar')).not.toBeInTheDocument();
  });

  it('keeps the amount and lists nothing new when the CIS cannot be reached', async () => {
    const detail = 'Sistemi i tatimeve (CIS) nuk u arrit: fondi i arkës nuk u regjistrua. Provoni përsëri pas pak.';
    jest
      .spyOn(shopApi, 'registerCashDeposit')
      .mockRejectedValue(new ApiRequestError(503, detail, 'FISCAL_CIS_UNREACHABLE'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const shown = jest.spyOn(notifications, 'show').mockReturnValue('');
    renderCard(list([]));
    await userEvent.type(screen.getByRole('textbox', { name: 'Shuma (lekë)' }), '3000');
    await userEvent.click(screen.getByRole('button', { name: 'Regjistro' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining(detail) })),
    );
    expect(screen.getByRole('textbox', { name: 'Shuma (lekë)' })).toHaveValue('3000');
    expect(screen.queryByRole('table', { name: 'Fondi i arkës sot' })).not.toBeInTheDocument();
    expect(screen.getByText(INITIAL_MISSING_TEXT)).toBeInTheDocument();
  });
});
