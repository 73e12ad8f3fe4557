import { screen, within } from '@testing-library/react';
import { testJob } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { JobCardList } from './JobCardList';

describe('JobCardList', () => {
  it("names the device's number by its kind, as the job's page does: IMEI or serial number", () => {
    const phone = testJob({ id: '0190a1b2-c3d4-7e5f-8a9b-000000000001', clientName: 'Blerta Çeku' });
    const laptop = testJob({
      id: '0190a1b2-c3d4-7e5f-8a9b-000000000002',
      clientName: 'Driton Hoxha',
      deviceIdKind: 'serial',
      deviceImei: 'C02XK1JHJG5H',
    });
    renderWithShop(<JobCardList jobs={[phone, laptop]} />);
    const [first, second] = within(screen.getByRole('list', { name: 'Lista e punëve' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('IMEI 356938035643809');
    expect(second).toHaveTextContent('Numri serik C02XK1JHJG5H');
    expect(second).not.toHaveTextContent('IMEI');
  });
});
