import { atShopTime } from '@repair-shop/web/testing';
import { screen, within } from '@testing-library/react';
import type { JobMessageResponse } from '@repair-shop/contracts';
import { renderWithShop } from '../../../../test/render';
import { JobHistory } from './JobHistory';

describe('JobHistory', () => {
  it("shows the shop's own messages to the client (a chat opened, a reminder SMS) as contact lines, signed", () => {
    const entries: JobMessageResponse[] = [
      {
        id: 'e1',
        message: "U hap Viber për t'i dërguar klientit (+38345321654) mesazhin «Gati».",
        createdAt: atShopTime('2026-11-23 10:42'),
        type: 'contact',
        status: null,
        author: { id: 'user-1', name: 'Arta Morina' },
      },
    ];
    renderWithShop(<JobHistory entries={entries} />);
    const history = screen.getByLabelText('Historia e punës');
    expect(within(history).getByText('Kontakt me klientin')).toBeInTheDocument();
    expect(
      within(history).getByText("U hap Viber për t'i dërguar klientit (+38345321654) mesazhin «Gati»."),
    ).toBeInTheDocument();
    expect(within(history).getByText('Arta Morina · 23.11.2026, 10:42')).toBeInTheDocument();
  });
});
