import { act, screen, waitFor } from '@testing-library/react';
import {
  ApiRequestError,
  STATION_STORAGE_KEY,
  getStationCredential,
  saveStationCredential,
  stationApi,
} from '@repair-shop/web';
import { testPrintJob } from '@repair-shop/web/testing';
import { renderForPrint } from '../../test/render';
import { TEST_CREDENTIAL } from '../../test/station';
import { UNPAIRED_TEXT } from '../StationNotPaired/StationNotPaired';
import { CONNECTED_POLL_MS, POLL_MS } from '../../hooks/use-station';
import { StationScreen } from './StationScreen';

const pair = () => saveStationCredential({ stationToken: TEST_CREDENTIAL.token, station: TEST_CREDENTIAL.station });

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(stationApi, 'claim').mockResolvedValue({ printJob: null });
});
afterEach(() => jest.restoreAllMocks());

describe('StationScreen', () => {
  it('explains how to pair a browser that has no credential', () => {
    renderForPrint(<StationScreen />);
    expect(screen.getByRole('heading', { name: 'Printeri i banakut' })).toBeInTheDocument();
    expect(screen.getByText(/te karta «Printerët» shtoni një printer/)).toBeInTheDocument();
    expect(screen.queryByText(UNPAIRED_TEXT)).not.toBeInTheDocument();
  });

  it("shows the station's and the shop's names, the connection and the documents, with the station's credential", async () => {
    pair();
    localStorage.setItem('token', 'owner-token');
    const events = jest.spyOn(stationApi, 'events').mockImplementation(async (_credential, { onOpen }) => {
      onOpen();
      return new Promise<void>(() => undefined);
    });
    const jobs = jest
      .spyOn(stationApi, 'jobs')
      .mockResolvedValue({ items: [testPrintJob({ state: 'queued' })], total: 1 });
    renderForPrint(<StationScreen />);
    expect(screen.getByRole('heading', { name: 'Banaku' })).toBeInTheDocument();
    expect(screen.getByText('Printeri i dyqanit «Servisi Arta»')).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Lidhja: Lidhur' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Etiketa 10×4 cm · 1B2C3D' })).toHaveTextContent('Në pritje');
    expect(events.mock.calls[0][0]).toBe('station-credential');
    expect(jobs.mock.calls[0][0]).toBe('station-credential');
  });

  it('polls once a minute while the event stream is open, every 5 s while it is lost', async () => {
    jest.useFakeTimers();
    try {
      pair();
      let lose: (error: Error) => void = () => undefined;
      jest.spyOn(stationApi, 'events').mockImplementationOnce(async (_credential, { onOpen }) => {
        onOpen();
        return new Promise<void>((_resolve, reject) => (lose = reject));
      });
      jest.spyOn(stationApi, 'events').mockImplementation(() => new Promise<void>(() => undefined));
      jest.spyOn(stationApi, 'jobs').mockResolvedValue({ items: [], total: 0 });
      jest.spyOn(stationApi, 'fiscalTill').mockResolvedValue({ required: false, posId: null, publicKey: null });
      const claim = jest.spyOn(stationApi, 'claim').mockResolvedValue({ printJob: null });
      renderForPrint(<StationScreen />);
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      const opened = claim.mock.calls.length;
      await act(() => jest.advanceTimersByTimeAsync(CONNECTED_POLL_MS - 2_000));
      expect(claim.mock.calls.length).toBe(opened);
      await act(() => jest.advanceTimersByTimeAsync(2_000));
      expect(claim.mock.calls.length).toBe(opened + 1);
      act(() => lose(new ApiRequestError(0, null)));
      await act(() => jest.advanceTimersByTimeAsync(POLL_MS * 3));
      expect(claim.mock.calls.length).toBeGreaterThanOrEqual(opened + 4);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says "Po provon përsëri…" while the stream is lost', async () => {
    pair();
    jest.spyOn(stationApi, 'events').mockRejectedValue(new ApiRequestError(0, null));
    jest.spyOn(stationApi, 'jobs').mockResolvedValue({ items: [], total: 0 });
    renderForPrint(<StationScreen />);
    expect(await screen.findByRole('status', { name: 'Lidhja: Po provon përsëri…' })).toBeInTheDocument();
  });

  it('forgets the credential of a station removed or paired elsewhere, and says so', async () => {
    pair();
    jest.spyOn(stationApi, 'events').mockReturnValue(new Promise<void>(() => undefined));
    jest
      .spyOn(stationApi, 'jobs')
      .mockRejectedValue(
        new ApiRequestError(
          401,
          'Ky printer nuk është më i çiftuar me dyqanin. Hapni një lidhje të re çiftimi nga dyqani.',
          'STATION_UNPAIRED',
        ),
      );
    renderForPrint(<StationScreen />);
    expect(await screen.findByText(UNPAIRED_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(getStationCredential()).toBeNull());
    expect(localStorage.getItem(STATION_STORAGE_KEY)).toBeNull();
    expect(screen.getByText(/te karta «Printerët» shtoni një printer/)).toBeInTheDocument();
  });
});
