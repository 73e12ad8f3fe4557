import { screen } from '@testing-library/react';
import { renderForPrint } from '../../test/render';
import { KEY_MISMATCH_TEXT, StationTillStatus, tillReadyText } from './StationTillStatus';

describe('StationTillStatus', () => {
  it('shows the POS a Kosovo station signs for', () => {
    renderForPrint(<StationTillStatus till={{ kind: 'ready', posId: 2 }} />);
    expect(screen.getByText(tillReadyText(2))).toBeInTheDocument();
  });

  it('says why it signs nothing when the server holds another key, and what the owner does', () => {
    renderForPrint(<StationTillStatus till={{ kind: 'keyMismatch', posId: 1 }} />);
    expect(screen.getByText('Arka fiskale POS 1')).toBeInTheDocument();
    expect(screen.getByText(KEY_MISMATCH_TEXT)).toBeInTheDocument();
  });

  it('shows nothing for a shop that is not fiscalized in Kosovo', () => {
    renderForPrint(<StationTillStatus till={{ kind: 'none' }} />);
    expect(screen.queryByText(/Arka fiskale/)).not.toBeInTheDocument();
  });
});
