import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { clearStationCredential, getStationCredential } from '@repair-shop/web';
import { StationNotPaired } from '../StationNotPaired/StationNotPaired';
import { StationQueue } from '../StationQueue/StationQueue';
import './StationScreen.css';

/** Navigation state of the station page opened right after pairing. */
export interface StationPageState {
  paired: true;
}

const justPairedIn = (state: unknown): boolean => (state as Partial<StationPageState> | null)?.paired === true;

/**
 * /print/station: the counter's full-screen queue. Without a credential it explains how to pair; when
 * the server no longer knows the credential, it is forgotten and the page says why.
 */
export function StationScreen() {
  const location = useLocation();
  const [credential, setCredential] = useState(getStationCredential);
  const [unpaired, setUnpaired] = useState(false);

  const forget = useCallback(() => {
    clearStationCredential();
    setCredential(null);
    setUnpaired(true);
  }, []);

  return (
    <div className="station-screen">
      {credential ? (
        <StationQueue
          key={credential.token}
          credential={credential}
          justPaired={justPairedIn(location.state)}
          onUnpaired={forget}
        />
      ) : (
        <div className="station-panel">
          <StationNotPaired unpaired={unpaired} />
        </div>
      )}
    </div>
  );
}
