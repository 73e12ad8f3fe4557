import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, FakeAnswer, testPrintJob, type FakeApi } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../test/render';
import { LAST_STATION_KEY } from '../utils/last-station';
import { useSendSaleToStation } from './use-send-sale-to-station';

function SendButton() {
  const send = useSendSaleToStation('sale-1');
  return (
    <button type="button" onClick={() => send.mutate({ stationId: 'st-2', document: 'sale_receipt', size: '58' })}>
      Dërgo
    </button>
  );
}

const ROUTE = 'POST /api/sales/sale-1/print';
let api: FakeApi;
let shown: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  shown = jest.spyOn(notifications, 'show').mockReturnValue('');
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});
const said = () => shown.mock.calls.map(([shownNotification]) => JSON.stringify(shownNotification)).join(' ');

describe('useSendSaleToStation', () => {
  it('sends the sale’s receipt to the station, says so, and remembers the station', async () => {
    api = fakeApi({
      [ROUTE]: {
        success: true,
        printJob: testPrintJob({ jobId: null, saleId: 'sale-1', document: 'sale_receipt', stationName: 'Punëtoria' }),
      },
    });
    renderWithShop(<SendButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Dërgo' }));
    await waitFor(() => expect(said()).toContain('Kuponi i shitjes u dërgua te «Punëtoria».'));
    const [call] = api.callsTo(ROUTE);
    expect(JSON.parse(String(call!.init.body))).toEqual({ stationId: 'st-2', document: 'sale_receipt', size: '58' });
    expect(localStorage.getItem(LAST_STATION_KEY)).toBe('st-2');
  });

  it('says why when the sale is not the shop’s', async () => {
    api = fakeApi({ [ROUTE]: new FakeAnswer(404, { code: 'SALE_NOT_FOUND', detail: 'Shitja nuk u gjet.' }) });
    renderWithShop(<SendButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Dërgo' }));
    await waitFor(() => expect(said()).toContain('Shitja nuk u gjet.'));
    expect(said()).toContain('Dokumenti nuk u dërgua te printeri');
    expect(localStorage.getItem(LAST_STATION_KEY)).toBeNull();
  });
});
