import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { TEST_JOB_ID, TEST_MONEY, testBusiness } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { PickupSaleButton } from './PickupSaleButton';

function Where() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

describe('PickupSaleButton', () => {
  it('opens the sale screen with the ready job in its address', async () => {
    renderWithShop(
      <Routes>
        <Route path="/" element={<PickupSaleButton jobId={TEST_JOB_ID} status="ready" money={TEST_MONEY} />} />
        <Route path="*" element={<Where />} />
      </Routes>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Merr dhe paguaj' }));
    expect(screen.getByText(`/dashboard/shitje?job=${TEST_JOB_ID}`)).toBeInTheDocument();
  });

  it('is not offered for a job not ready, one paid in full, or a technician the owner does not let sell', () => {
    const { rerender } = renderWithShop(
      <PickupSaleButton jobId={TEST_JOB_ID} status="in_process" money={TEST_MONEY} />,
    );
    expect(screen.queryByRole('button', { name: 'Merr dhe paguaj' })).not.toBeInTheDocument();
    rerender(<PickupSaleButton jobId={TEST_JOB_ID} status="ready" money={{ ...TEST_MONEY, balance: 0 }} />);
    expect(screen.queryByRole('button', { name: 'Merr dhe paguaj' })).not.toBeInTheDocument();
  });

  it('is offered to a technician only when technicians may sell', () => {
    const { unmount } = renderWithShop(<PickupSaleButton jobId={TEST_JOB_ID} status="ready" money={TEST_MONEY} />, {
      role: 'technician',
      business: testBusiness({ techniciansCanSell: false }),
    });
    expect(screen.queryByRole('button', { name: 'Merr dhe paguaj' })).not.toBeInTheDocument();
    unmount();
    renderWithShop(<PickupSaleButton jobId={TEST_JOB_ID} status="ready" money={TEST_MONEY} />, {
      role: 'technician',
      business: testBusiness({ techniciansCanSell: true }),
    });
    expect(screen.getByRole('button', { name: 'Merr dhe paguaj' })).toBeInTheDocument();
  });
});
