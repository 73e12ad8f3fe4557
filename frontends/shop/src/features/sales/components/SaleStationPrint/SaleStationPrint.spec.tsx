import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, testPrintJob, testStation, type FakeApi } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { LAST_STATION_KEY } from '../../../printing/utils/last-station';
import { SaleStationPrint } from './SaleStationPrint';

let api: FakeApi;
beforeEach(() => localStorage.clear());
afterEach(() => api?.restore());

describe('SaleStationPrint', () => {
  it('offers the receipt and the invoice at each station, the last one used first, and sends the one chosen', async () => {
    localStorage.setItem(LAST_STATION_KEY, 'st-2');
    api = fakeApi({
      'GET /api/print-stations': [
        testStation({ id: 'st-1', name: 'Punëtoria' }),
        testStation({ id: 'st-2', name: 'Banaku' }),
      ],
      'POST /api/sales/sale-1/print': {
        success: true,
        printJob: testPrintJob({ jobId: null, saleId: 'sale-1', document: 'sale_invoice', stationName: 'Banaku' }),
      },
    });
    renderWithShop(<SaleStationPrint saleId="sale-1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dërgo në printerin e banakut' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Kuponi në «Banaku»',
      'Fatura A4 në «Banaku»',
      'Kuponi në «Punëtoria»',
      'Fatura A4 në «Punëtoria»',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Fatura A4 në «Banaku»' }));
    await waitFor(() => expect(api.callsTo('POST /api/sales/sale-1/print')).toHaveLength(1));
    const [call] = api.callsTo('POST /api/sales/sale-1/print');
    expect(JSON.parse(String(call!.init.body))).toEqual({ stationId: 'st-2', document: 'sale_invoice' });
  });

  it('shows nothing in a shop without a print station', async () => {
    api = fakeApi({ 'GET /api/print-stations': [] });
    renderWithShop(<SaleStationPrint saleId="sale-1" />);
    await waitFor(() => expect(api.callsTo('GET /api/print-stations')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Dërgo në printerin e banakut' })).not.toBeInTheDocument();
  });
});
