import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiRequestError, getStationCredential, getToken, stationApi } from '@repair-shop/web';
import { renderForPrint } from '../../test/render';
import { StationScreen } from '../StationScreen/StationScreen';
import { PairScreen } from './PairScreen';

const LINK_INVALID = 'Kjo lidhje çiftimi nuk vlen më: është përdorur ose ka skaduar. Kërkoni një të re nga dyqani.';

function renderPairing() {
  return renderForPrint(
    <Routes>
      <Route path="/print/pair/:token" element={<PairScreen token="link-token" />} />
      <Route path="/print/station" element={<StationScreen />} />
    </Routes>,
    { path: '/print/pair/link-token' },
  );
}

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(stationApi, 'claim').mockResolvedValue({ printJob: null });
  jest.spyOn(stationApi, 'jobs').mockResolvedValue({ items: [], total: 0 });
  jest.spyOn(stationApi, 'events').mockReturnValue(new Promise<void>(() => undefined));
});
afterEach(() => jest.restoreAllMocks());

describe('PairScreen', () => {
  it('spends the link once, keeps the credential apart from any session and opens the station, saying for whom it prints', async () => {
    localStorage.setItem('token', 'owner-token');
    const pair = jest.spyOn(stationApi, 'pair').mockResolvedValue({
      success: true,
      stationToken: 'station-credential',
      station: { id: 'st-1', name: 'Banaku', businessName: 'Servisi Çela' },
    });
    renderPairing();
    expect(
      await screen.findByText('Ky shfletues tani printon për «Banaku» të dyqanit «Servisi Çela».'),
    ).toBeInTheDocument();
    expect(pair).toHaveBeenCalledTimes(1);
    expect(pair).toHaveBeenCalledWith('link-token');
    expect(getStationCredential()).toEqual({
      token: 'station-credential',
      station: { id: 'st-1', name: 'Banaku', businessName: 'Servisi Çela' },
    });
    expect(getToken()).toBe('owner-token');
  });

  it("shows the server's explanation of a used or expired link, and keeps nothing", async () => {
    jest.spyOn(stationApi, 'pair').mockRejectedValue(new ApiRequestError(404, LINK_INVALID, 'PAIRING_LINK_INVALID'));
    renderPairing();
    expect(await screen.findByText(LINK_INVALID)).toBeInTheDocument();
    await waitFor(() => expect(getStationCredential()).toBeNull());
    expect(screen.queryByRole('button', { name: 'Provo përsëri' })).not.toBeInTheDocument();
  });
});
