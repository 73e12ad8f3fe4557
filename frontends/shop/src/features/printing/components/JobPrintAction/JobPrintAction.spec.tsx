import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrintStationResponse } from '@repair-shop/contracts';
import { printApi, queryKeys } from '@repair-shop/web';
import { TEST_JOB_ID, testDetail, testPayment, testPrintJob, testStation } from '@repair-shop/web/testing';
import { Route, Routes } from 'react-router-dom';
import { renderWithShop } from '../../../../test/render';
import { JobPrintAction } from './JobPrintAction';

const JOB = { id: TEST_JOB_ID, clientName: 'Blerta Çeku' };

function renderAction(stations: PrintStationResponse[]) {
  return renderWithShop(
    <Routes>
      <Route path="/dashboard" element={<JobPrintAction job={JOB} />} />
      <Route path="/print/label/:jobId" element={<p>Faqja e etiketës</p>} />
    </Routes>,
    {
      path: '/dashboard',
      cached: [
        [queryKeys.printStations, stations],
        [queryKeys.job(TEST_JOB_ID), testDetail({ payments: [testPayment()] })],
      ],
    },
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('JobPrintAction', () => {
  it('opens the label’s print page at once when the shop has no print station', async () => {
    renderAction([]);
    await userEvent.click(screen.getByRole('button', { name: 'Printo etiketën e Blerta Çeku' }));
    expect(screen.getByText('Faqja e etiketës')).toBeInTheDocument();
  });

  it('sends to the counter’s printer with the job page’s dialog when the shop has a station', async () => {
    const send = jest.spyOn(printApi, 'send').mockResolvedValue({ success: true, printJob: testPrintJob() });
    renderAction([testStation()]);
    await userEvent.click(screen.getByRole('button', { name: 'Printo për Blerta Çeku' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Dërgo në printerin e banakut…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dërgo në printer' });
    expect(dialog).toBeInTheDocument();
    // The same choices as on the job's page: its payment's receipt too, since the job has one.
    expect(screen.getByRole('radio', { name: 'Etiketa' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dëftesa e pagesës' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dërgo' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(TEST_JOB_ID, { stationId: 'st-1', document: 'label', size: '10x4', copies: 2 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dërgo në printer' })).not.toBeInTheDocument());
  });

  it('still prints the label from this browser when asked', async () => {
    renderAction([testStation()]);
    await userEvent.click(screen.getByRole('button', { name: 'Printo për Blerta Çeku' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Printo etiketën nga ky shfletues' }));
    expect(screen.getByText('Faqja e etiketës')).toBeInTheDocument();
  });
});
