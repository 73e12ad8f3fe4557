import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentCreatedResponse } from '@repair-shop/contracts';
import {
  TEST_JOB_ID,
  TEST_MONEY,
  fakeApi,
  testBusiness,
  testFiscalDocument,
  testPayment,
  type FakeApi,
  TEST_ALBANIAN_PROFILE,
} from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { MoneyPanel } from '../MoneyPanel/MoneyPanel';
import { PaymentList } from './PaymentList';

const ALBANIA = TEST_ALBANIAN_PROFILE;
const DOCUMENTS_ROUTE = `GET /api/jobs/${TEST_JOB_ID}/fiscal-documents`;
const PAYMENTS = [
  testPayment(),
  testPayment({ id: 'pay-2', kind: 'payment', amount: 30 }),
  testPayment({ id: 'pay-3', kind: 'payment', amount: 15.5 }),
];
const DOCUMENTS = [
  testFiscalDocument(),
  testFiscalDocument({ id: 'fd-2', paymentId: 'pay-2', status: 'pending', offline: true, fic: null }),
  testFiscalDocument({ id: 'fd-3', paymentId: 'pay-3', status: 'failed', fic: null, error: 'NIPT-i i gabuar.' }),
];

const rows = () => within(screen.getByRole('list', { name: 'Lista e pagesave' })).getAllByRole('listitem');

describe('PaymentList: each payment’s fiscal document', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('shows beside each payment whether the tax office accepted its invoice, is yet to, or refused it', async () => {
    api = fakeApi({ [DOCUMENTS_ROUTE]: DOCUMENTS });
    renderWithShop(<PaymentList jobId={TEST_JOB_ID} payments={PAYMENTS} currency="ALL" />, {
      fiscalProfile: ALBANIA,
    });
    expect(await within(rows()[0]!).findByLabelText('Fatura fiskale: Fiskalizuar')).toHaveTextContent('Fiskalizuar');
    expect(within(rows()[1]!).getByLabelText('Fatura fiskale: Në pritje')).toHaveTextContent('Në pritje');
    const refused = within(rows()[2]!).getByLabelText('Fatura fiskale: Refuzuar');
    expect(refused).toHaveTextContent('Refuzuar');
    expect(refused).toHaveAttribute('title', 'NIPT-i i gabuar.');
    expect(api.callsTo(DOCUMENTS_ROUTE)).toHaveLength(1);
  });

  it.each<[string, Parameters<typeof renderWithShop>[1]]>([
    ['without a fiscal profile', {}],
    ['in North Macedonia', { fiscalProfile: { country: 'north_macedonia', certificate: null, updatedAt: '' } }],
    // A technician may not read the profile: nothing fiscal is asked for.
    ['for a technician', { role: 'technician', business: testBusiness({ country: 'albania' }) }],
  ])('asks for no fiscal documents %s', async (_case, options) => {
    api = fakeApi({ [DOCUMENTS_ROUTE]: DOCUMENTS });
    renderWithShop(<PaymentList jobId={TEST_JOB_ID} payments={PAYMENTS} currency="EUR" />, options);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByLabelText(/^Fatura fiskale/)).not.toBeInTheDocument();
    expect(rows()).toHaveLength(3);
  });

  it('asks for the documents again once a payment is recorded', async () => {
    const answer: PaymentCreatedResponse = {
      success: true,
      payment: testPayment({ id: 'pay-2', kind: 'payment', amount: 45.5 }),
      money: { ...TEST_MONEY, paid: 65.5, balance: 0 },
      fiscalDocument: DOCUMENTS[1]!,
    };
    const listed = [[DOCUMENTS[0]], DOCUMENTS.slice(0, 2)];
    api = fakeApi({
      [DOCUMENTS_ROUTE]: () => listed.shift(),
      [`POST /api/jobs/${TEST_JOB_ID}/payments`]: answer,
    });
    renderWithShop(<MoneyPanel jobId={TEST_JOB_ID} money={TEST_MONEY} payments={PAYMENTS.slice(0, 2)} />, {
      fiscalProfile: ALBANIA,
    });
    await screen.findByLabelText('Fatura fiskale: Fiskalizuar');
    expect(screen.queryByLabelText('Fatura fiskale: Në pritje')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Merr pagesë' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Regjistro pagesën' }));
    expect(await screen.findByLabelText('Fatura fiskale: Në pritje')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(DOCUMENTS_ROUTE)).toHaveLength(2));
  });
});
