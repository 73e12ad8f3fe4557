import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobMoney, PaymentCreatedResponse } from '@repair-shop/contracts';
import { shopApi } from '@repair-shop/web';
import { testPayment } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { JobStatusControl } from './JobStatusControl';

afterEach(() => jest.restoreAllMocks());

const OWED: JobMoney = { currency: 'EUR', labour: 40, parts: 25.5, total: 65.5, paid: 20, balance: 45.5 };

function renderControl(money: JobMoney = OWED) {
  const onChange = jest.fn(() => Promise.resolve());
  renderWithShop(<JobStatusControl jobId="job-1" status="ready" money={money} onChange={onChange} />);
  return onChange;
}

const complete = () =>
  userEvent.click(
    within(screen.getByRole('group', { name: 'Ndrysho statusin' })).getByRole('button', { name: 'Përfunduar' }),
  );
const question = () => screen.findByRole('dialog', { name: 'Puna nuk është paguar plotësisht' });

describe('JobStatusControl: completing a job still owed money', () => {
  it('offers to take the payment, starting from the balance, and completes the job once it is recorded', async () => {
    const answer: PaymentCreatedResponse = {
      success: true,
      payment: testPayment({ id: 'pay-2', amount: 45.5, kind: 'payment' }),
      money: { ...OWED, paid: 65.5, balance: 0 },
      fiscalDocument: null,
    };
    const addPayment = jest.spyOn(shopApi, 'addPayment').mockResolvedValue(answer);
    jest.spyOn(shopApi, 'job').mockImplementation(() => new Promise(() => undefined));
    const onChange = renderControl();
    await complete();
    const asked = await question();
    expect(asked).toHaveTextContent('Klienti ka ende për të paguar 45,50 €. Ta shënoj si të përfunduar?');
    expect(
      within(asked)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expect.arrayContaining(['Anulo', 'Po, përfundoje', 'Merr pagesën dhe përfundo']));
    await userEvent.click(within(asked).getByRole('button', { name: 'Merr pagesën dhe përfundo' }));

    const payment = await screen.findByRole('dialog', { name: 'Merr pagesën dhe përfundo' });
    expect(within(payment).getByRole('textbox', { name: /Shuma/ })).toHaveValue('45,50');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(within(payment).getByRole('button', { name: 'Regjistro pagesën' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('completed'));
    expect(addPayment).toHaveBeenCalledWith('job-1', { amount: 45.5, method: 'cash', kind: 'payment' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('completes nothing when the payment is closed without being recorded', async () => {
    const addPayment = jest.spyOn(shopApi, 'addPayment');
    const onChange = renderControl();
    await complete();
    await userEvent.click(within(await question()).getByRole('button', { name: 'Merr pagesën dhe përfundo' }));
    const payment = await screen.findByRole('dialog', { name: 'Merr pagesën dhe përfundo' });
    await userEvent.click(within(payment).getByRole('button', { name: 'Anulo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    expect(addPayment).not.toHaveBeenCalled();
    // The buttons answer again.
    await complete();
    expect(await question()).toBeInTheDocument();
  });

  it('"Po, përfundoje" completes it without a payment; "Anulo" leaves the status', async () => {
    const onChange = renderControl();
    await complete();
    await userEvent.click(within(await question()).getByRole('button', { name: 'Anulo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    await complete();
    await userEvent.click(within(await question()).getByRole('button', { name: 'Po, përfundoje' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('completed'));
    expect(screen.queryByRole('dialog', { name: 'Merr pagesën dhe përfundo' })).not.toBeInTheDocument();
  });

  it('asks nothing for a job paid in full', async () => {
    const onChange = renderControl({ ...OWED, paid: 65.5, balance: 0 });
    await complete();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('completed'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks nothing for another status of a job still owed money', async () => {
    const onChange = renderControl();
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Ndrysho statusin' })).getByRole('button', { name: 'Në proces' }),
    );
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('in_process'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
