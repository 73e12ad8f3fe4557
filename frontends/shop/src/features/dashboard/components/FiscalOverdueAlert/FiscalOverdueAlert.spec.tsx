import { act, screen, within } from '@testing-library/react';
import type { FiscalPendingResponse, FiscalProfileResponse } from '@repair-shop/contracts';
import { clientTicketCode } from '@repair-shop/web';
import { fakeApi, testFiscalDocument, type FakeApi, TEST_ALBANIAN_PROFILE } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { FiscalOverdueAlert } from './FiscalOverdueAlert';

const ALBANIA = TEST_ALBANIAN_PROFILE;
const KOSOVO: FiscalProfileResponse = {
  country: 'kosovo',
  nui: '810123456',
  fiscalizationNumber: '12345',
  branchId: '1',
  certificate: null,
  updatedAt: '2026-11-01T09:00:00.000Z',
};
const ROUTE = 'GET /api/fiscal/pending';
const OLDEST = testFiscalDocument({
  id: 'fd-7',
  number: '7/2026/ab123cd456',
  jobId: 'job-7',
  status: 'pending',
  offline: true,
  fic: null,
  issuedAt: '2026-11-20T10:00:00+01:00',
});
const NEXT = testFiscalDocument({
  id: 'fd-8',
  number: '8/2026/ab123cd456',
  jobId: 'job-8',
  status: 'failed',
  fic: null,
  error: 'Arka nuk është e regjistruar.',
  issuedAt: '2026-11-21T10:00:00+01:00',
});
/** Issued an hour ago: waiting, not overdue. */
const RECENT = testFiscalDocument({ id: 'fd-9', number: '9/2026/ab123cd456', jobId: 'job-9', status: 'pending' });

const pending = (overdue: number, documents = [OLDEST, NEXT, RECENT]): FiscalPendingResponse => ({
  documents,
  total: documents.length,
  overdue,
  unsignedOverdue: 0,
  unsignedOverdueTills: [],
});
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('FiscalOverdueAlert', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('warns the owner of invoices unsent for more than 24 hours, the oldest with their jobs', async () => {
    api = fakeApi({ [ROUTE]: pending(2) });
    renderWithShop(<FiscalOverdueAlert />, { fiscalProfile: ALBANIA });
    expect(await screen.findByRole('alert')).toHaveTextContent('Fatura të padërguara te tatimet');
    expect(
      await screen.findByText('2 fatura nuk janë dërguar te tatimet prej më shumë se 24 orësh. Ligji lejon 48 orë.'),
    ).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Faturat më të vjetra të padërguara' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Nr. 7/2026/ab123cd456 · 20.11.2026, 10:00');
    expect(within(items[0]!).getByRole('link', { name: `Puna #${clientTicketCode('job-7')}` })).toHaveAttribute(
      'href',
      '/dashboard/pune/job-7',
    );
    expect(items[1]).toHaveTextContent('Nr. 8/2026/ab123cd456');
    expect(items[1]).toHaveTextContent('Arka nuk është e regjistruar.');
    expect(screen.queryByText(/9\/2026/)).not.toBeInTheDocument();
    expect(api.calls[0]?.url).toBe('/api/fiscal/pending?limit=5&offset=0');
  });

  it('warns a manager of a Kosovo shop too, of a single invoice in the singular', async () => {
    api = fakeApi({ [ROUTE]: pending(1) });
    renderWithShop(<FiscalOverdueAlert />, { role: 'manager', fiscalProfile: KOSOVO });
    expect(
      await screen.findByText('1 faturë nuk është dërguar te tatimet prej më shumë se 24 orësh. Ligji lejon 48 orë.'),
    ).toBeInTheDocument();
  });

  it('names each Kosovo till that has left coupons unsigned for more than 48 hours, apart from the overdue invoices', async () => {
    api = fakeApi({
      [ROUTE]: {
        ...pending(2),
        unsignedOverdue: 3,
        unsignedOverdueTills: [
          { posId: 1, stationName: 'Banaku', count: 2 },
          { posId: 3, stationName: null, count: 1 },
        ],
      },
    });
    renderWithShop(<FiscalOverdueAlert />, { fiscalProfile: KOSOVO });
    const tills = within(await screen.findByRole('list', { name: 'Arkat me kupona të panënshkruar' })).getAllByRole(
      'listitem',
    );
    expect(tills.map((till) => till.textContent)).toEqual([
      "Arka «Banaku» (POS 1) ka 2 kupona të panënshkruar prej më shumë se 48 orësh, afati që lejon ligji: hapni faqen e printerit të saj që t'i nënshkruajë dhe t'i dërgojë në ATK.",
      "Arka POS 3 (e fshirë) ka 1 kupon të panënshkruar prej më shumë se 48 orësh, afati që lejon ligji: hapni faqen e printerit të saj që t'i nënshkruajë dhe t'i dërgojë në ATK.",
    ]);
    expect(screen.getByText('Kupona të panënshkruar nga arka')).toBeInTheDocument();
    expect(screen.getByText('Fatura të padërguara te tatimet')).toBeInTheDocument();
  });

  it('warns of unsigned coupons even when no invoice is overdue by the 24-hour count', async () => {
    api = fakeApi({
      [ROUTE]: {
        ...pending(0),
        unsignedOverdue: 1,
        unsignedOverdueTills: [{ posId: 2, stationName: 'Dritarja', count: 1 }],
      },
    });
    renderWithShop(<FiscalOverdueAlert />, { fiscalProfile: KOSOVO });
    expect(await screen.findByText(/^Arka «Dritarja» \(POS 2\) ka 1 kupon të panënshkruar/)).toBeInTheDocument();
    expect(screen.queryByText('Fatura të padërguara te tatimet')).not.toBeInTheDocument();
  });

  it('says nothing when no invoice is overdue, even with some waiting', async () => {
    api = fakeApi({ [ROUTE]: pending(0, [RECENT]) });
    renderWithShop(<FiscalOverdueAlert />, { fiscalProfile: ALBANIA });
    await settle();
    expect(api.callsTo(ROUTE)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/nuk janë dërguar/)).not.toBeInTheDocument();
  });

  it.each<[string, Parameters<typeof renderWithShop>[1]]>([
    ['without a fiscal profile', {}],
    ['in North Macedonia', { fiscalProfile: { country: 'north_macedonia', certificate: null, updatedAt: '' } }],
    ['to a technician', { role: 'technician', fiscalProfile: ALBANIA }],
  ])('asks nothing and says nothing %s', async (_case, options) => {
    api = fakeApi({ [ROUTE]: pending(2) });
    renderWithShop(<FiscalOverdueAlert />, options);
    await settle();
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
