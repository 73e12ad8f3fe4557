import { screen } from '@testing-library/react';
import { JOB_STATUSES, type JobCountsResponse, type JobStatus } from '@repair-shop/contracts';
import { shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../test/render';
import { useHasJobs } from './use-has-jobs';

afterEach(() => jest.restoreAllMocks());

function HasJobs({ enabled = true }: { enabled?: boolean }) {
  const hasJobs = useHasJobs(enabled);
  return <p>{hasJobs.data === undefined ? 'duke pritur' : hasJobs.data ? 'ka punë' : 'pa punë'}</p>;
}

/** GET /jobs/counts without filters: `total` leaves the cancelled jobs out. */
function counts(byStatus: Partial<Record<JobStatus, number>>): JobCountsResponse {
  const all = Object.fromEntries(JOB_STATUSES.map((status) => [status, byStatus[status] ?? 0])) as Record<
    JobStatus,
    number
  >;
  return {
    total: JOB_STATUSES.filter((status) => status !== 'cancelled').reduce((sum, status) => sum + all[status], 0),
    byStatus: all,
  };
}

describe('useHasJobs: the welcome\'s "first job" step', () => {
  it.each([
    ['only jobs completed and collected (none left in the shop)', counts({ completed: 2 }), 'ka punë'],
    ['only a cancelled job', counts({ cancelled: 1 }), 'ka punë'],
    ['a job in the shop', counts({ new: 1 }), 'ka punë'],
    ['no job at all', counts({}), 'pa punë'],
  ])('with %s', async (_name, answer, shown) => {
    const jobCounts = jest.spyOn(shopApi, 'jobCounts').mockResolvedValue(answer);
    renderWithShop(<HasJobs />);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    // Every job the shop has: no date range, no status.
    expect(jobCounts).toHaveBeenCalledWith({});
  });

  it('asks nothing while not needed', () => {
    const jobCounts = jest.spyOn(shopApi, 'jobCounts');
    renderWithShop(<HasJobs enabled={false} />);
    expect(screen.getByText('duke pritur')).toBeInTheDocument();
    expect(jobCounts).not.toHaveBeenCalled();
  });
});
