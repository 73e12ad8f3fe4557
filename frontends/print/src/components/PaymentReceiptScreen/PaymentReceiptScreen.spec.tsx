import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDetail, testPayment, atShopTime } from '@repair-shop/web/testing';
import { renderForPrint } from '../../test/render';
import { PaymentReceiptScreen } from './PaymentReceiptScreen';

const PAYMENTS = [
  testPayment(),
  testPayment({ id: 'pay-2', kind: 'payment', amount: 45.5, createdAt: atShopTime('2026-11-24 16:30') }),
];

const pageRule = (): string => document.querySelector('style[data-print-page]')?.textContent ?? '';

describe('PaymentReceiptScreen', () => {
  it("prints the job's latest payment by default, on an 80 mm roll", () => {
    const detail = testDetail({ payments: PAYMENTS });
    renderForPrint(<PaymentReceiptScreen jobId={detail.job.id} />, { detail });
    expect(screen.getByRole('article', { name: 'Dëftesë pagese' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('45,50 €');
    expect(screen.getByRole('radio', { name: '80 mm' })).toBeChecked();
    expect(pageRule()).toMatch(/@page \{ size: 80mm \d+mm; margin: 0; \}/);
  });

  it('prints the payment named, and on a 58 mm roll once chosen', async () => {
    const detail = testDetail({ payments: PAYMENTS });
    renderForPrint(<PaymentReceiptScreen jobId={detail.job.id} paymentId="pay-1" />, { detail });
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('20,00 €');
    await userEvent.click(screen.getByRole('radio', { name: '58 mm' }));
    expect(pageRule()).toMatch(/@page \{ size: 58mm \d+mm; margin: 0; \}/);
    expect(screen.getByRole('article', { name: 'Dëftesë pagese' })).toHaveAttribute('data-width-mm', '58');
  });

  it('says so when the payment is not the job’s, or the job has none', () => {
    const detail = testDetail({ payments: PAYMENTS });
    const { unmount } = renderForPrint(<PaymentReceiptScreen jobId={detail.job.id} paymentId="pay-9" />, { detail });
    expect(screen.getByText('Pagesa nuk u gjet.')).toBeInTheDocument();
    unmount();
    const empty = testDetail({ payments: [] });
    renderForPrint(<PaymentReceiptScreen jobId={empty.job.id} />, { detail: empty });
    expect(screen.getByText('Kjo punë nuk ka ende asnjë pagesë.')).toBeInTheDocument();
  });
});
