import { screen } from '@testing-library/react';
import { TEST_MONEY, testBusiness, testJob, testPayment } from '@repair-shop/web/testing';
import { renderForPrint } from '../../test/render';
import { PaymentReceipt } from './PaymentReceipt';

describe('PaymentReceipt', () => {
  it('shows the payment, who took it and when, its fiscal receipt, and where the job stands', () => {
    renderForPrint(
      <PaymentReceipt
        job={testJob()}
        business={testBusiness()}
        payment={testPayment({ kind: 'payment', method: 'card', amount: 45.5, fiscalReceiptNumber: 'K-1001' })}
        money={{ ...TEST_MONEY, paid: 65.5, balance: 0 }}
      />,
    );
    const text = document.body.textContent ?? '';
    expect(screen.getByRole('heading', { name: 'DËFTESË PAGESE' })).toBeInTheDocument();
    expect(text).toContain('KlientiBlerta Çeku');
    expect(text).toContain('LlojiPagesë');
    expect(text).toContain('MënyraKartelë');
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('45,50 €');
    expect(text).toContain('ArkëtoiArta Morina');
    expect(text).toContain('Data23.11.2026, 09:05');
    expect(text).toContain('Kuponi fiskal nr.K-1001');
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('65,50 €');
    expect(screen.getByTestId('receipt-paid')).toHaveTextContent('65,50 €');
    expect(text).toContain('Mbetja për pagesë0,00 €');
    expect(text).toContain('Ky dokument nuk është kupon fiskal.');
    expect(text).not.toContain('KOD-7391');
  });

  it('shows a refund as money given back, and what the shop still owes the client', () => {
    renderForPrint(
      <PaymentReceipt
        job={testJob()}
        business={testBusiness()}
        payment={testPayment({ kind: 'refund', amount: 5 })}
        money={{ ...TEST_MONEY, paid: 70.5, balance: -5 }}
      />,
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('LlojiKthim parash');
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('−5,00 €');
    expect(text).toContain('KtheuArta Morina');
    expect(text).toContain("Për t'u kthyer klientit5,00 €");
    expect(text).not.toContain('Kuponi fiskal');
  });
});
