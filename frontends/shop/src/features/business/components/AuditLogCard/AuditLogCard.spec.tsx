import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditLogEntryResponse } from '@repair-shop/contracts';
import { shopApi } from '@repair-shop/web';
import { atShopTime } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { AuditLogCard, EMPTY_AUDIT_LOG_TEXT } from './AuditLogCard';

afterEach(() => jest.restoreAllMocks());

const entry = (index: number): AuditLogEntryResponse => ({
  id: `a${index}`,
  action: 'job_deleted',
  author: { id: 'u1', name: 'Arta Morina' },
  createdAt: atShopTime(`2026-11-24 10:${String(index).padStart(2, '0')}`),
  subject: `Puna #A1B2C${index}`,
  details: `Klienti: Test Gabim ${index}, 049 999 000. Pajisja: iPhone 12.`,
});

describe('AuditLogCard', () => {
  it('lists who deleted what and when, in full, ten a page from the server', async () => {
    const auditLog = jest.spyOn(shopApi, 'auditLog').mockImplementation(async (query = {}) => {
      const offset = query.offset ?? 0;
      return {
        items: Array.from({ length: Math.min(10, 12 - offset) }, (_, index) => entry(offset + index)),
        total: 12,
      };
    });
    renderWithShop(<AuditLogCard />);
    const list = await screen.findByRole('list', { name: 'Veprimet e regjistruara' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Arta Morina · Fshiu një punë: Puna #A1B2C0');
    expect(first).toHaveTextContent('24.11.2026, 10:00');
    expect(first).toHaveTextContent('Klienti: Test Gabim 0, 049 999 000. Pajisja: iPhone 12.');
    expect(screen.getByText('1–10 nga 12 veprime')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Faqja 2' }));
    expect(await screen.findByText('11–12 nga 12 veprime')).toBeInTheDocument();
    expect(auditLog).toHaveBeenLastCalledWith({ limit: 10, offset: 10 });
  });

  it('says so when nothing was deleted yet', async () => {
    jest.spyOn(shopApi, 'auditLog').mockResolvedValue({ items: [], total: 0 });
    renderWithShop(<AuditLogCard />);
    expect(await screen.findByText(EMPTY_AUDIT_LOG_TEXT)).toBeInTheDocument();
  });
});
