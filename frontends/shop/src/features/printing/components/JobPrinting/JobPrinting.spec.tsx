import { screen, within } from '@testing-library/react';
import type { PrintJobResponse } from '@repair-shop/contracts';
import { queryKeys, shopDayOf } from '@repair-shop/web';
import { atShopTime, testPrintJob, testStation } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { JobPrinting } from './JobPrinting';

const renderPrinting = (role: 'owner' | 'technician', stations = [testStation()], printJobs: PrintJobResponse[] = []) =>
  renderWithShop(<JobPrinting jobId="job-1" payments={[]} currency="EUR" />, {
    role,
    cached: [
      [queryKeys.printStations, stations],
      [queryKeys.jobPrintJobs('job-1'), printJobs],
    ],
  });

describe('JobPrinting', () => {
  it("shows what became of the job's documents sent: waiting, printed when, failed why", async () => {
    // Today in the shop at 10:42.
    const printedAt = atShopTime(`${shopDayOf()} 10:42`);
    renderPrinting(
      'technician',
      [testStation()],
      [
        testPrintJob({ id: 'pj-3', state: 'queued', document: 'invoice', size: null, copies: 1 }),
        testPrintJob({ id: 'pj-2', state: 'printed', printedAt }),
        testPrintJob({
          id: 'pj-1',
          state: 'failed',
          error: 'Printeri pa letër',
          document: 'intake_receipt',
          size: '80',
          copies: 1,
        }),
      ],
    );
    expect(await screen.findByRole('button', { name: 'Dërgo në printer' })).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Dokumentet e dërguara' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Fatura A4');
    expect(rows[0]).toHaveTextContent('Në pritje në Banaku');
    expect(rows[1]).toHaveTextContent('Etiketa 10×4 cm · 2 kopje');
    expect(rows[1]).toHaveTextContent('Printuar në Banaku, 10:42');
    expect(rows[2]).toHaveTextContent('Fletëpranimi 80 mm');
    expect(rows[2]).toHaveTextContent('Dështoi: Printeri pa letër');
  });

  it('is hidden without stations: a hint to add one for the owner, nothing for a technician', async () => {
    const { unmount } = renderPrinting('owner', []);
    expect(await screen.findByRole('link', { name: '«Biznesi» → «Printerët»' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dërgo në printer' })).not.toBeInTheDocument();
    unmount();
    renderPrinting('technician', []);
    expect(screen.queryByRole('button', { name: 'Dërgo në printer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/printer/)).not.toBeInTheDocument();
  });
});
