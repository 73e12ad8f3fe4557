import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobMessageResponse } from '@repair-shop/contracts';
import { queryKeys, shopApi } from '@repair-shop/web';
import { testDetail, testJob } from '@repair-shop/web/testing';
import { JobHistory } from '../components/JobHistory/JobHistory';
import { JobInfo } from '../components/JobInfo/JobInfo';
import { renderWithShop } from '../../../test/render';
import { useJobActions } from './use-job-actions';
import { useJobDetail } from './use-job-detail';

afterEach(() => jest.restoreAllMocks());

const JOB = testJob();

/** The job's facts, edited in place, above its history, as the job's page shows them. */
function EditedJob() {
  const detail = useJobDetail(JOB.id);
  const actions = useJobActions(JOB.id);
  if (!detail.data) return null;
  return (
    <>
      <JobInfo job={detail.data.job} money={detail.data.money} workers={[]} onUpdate={actions.updateJob} />
      <JobHistory entries={detail.data.messages} />
    </>
  );
}

const line = (message: string): JobMessageResponse => ({
  id: `e-${message}`,
  message,
  createdAt: JOB.updatedAt,
  type: 'edit',
  status: null,
  author: { id: 'user-1', name: 'Arta Morina' },
});

describe('a field edited in place', () => {
  it.each([
    ['Garancia', '60', { warrantyDays: 60 }, 'Garancia: 30 → 60 ditë'],
    [
      'Përshkrimi',
      'Bateria e fryrë',
      { workDescription: 'Bateria e fryrë' },
      'Përshkrimi i problemit: Ekrani i thyer, duhet ndërruar → Bateria e fryrë',
    ],
  ])(
    '«%s»: its line, written by the server, joins the history without a reload',
    async (label, typed, patch, written) => {
      const edited = { ...JOB, ...patch };
      const updateJob = jest.spyOn(shopApi, 'updateJob').mockResolvedValue({ success: true, job: edited });
      const job = jest.spyOn(shopApi, 'job').mockResolvedValue(testDetail({ job: edited, messages: [line(written)] }));
      renderWithShop(<EditedJob />, { cached: [[queryKeys.job(JOB.id), testDetail({ job: JOB })]] });

      await userEvent.click(screen.getByRole('button', { name: `Ndrysho: ${label}` }));
      const field = screen.getByRole('textbox', { name: label });
      await userEvent.clear(field);
      await userEvent.type(field, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));

      expect(await within(screen.getByLabelText('Historia e punës')).findByText(written)).toBeInTheDocument();
      expect(updateJob).toHaveBeenCalledWith(JOB.id, patch);
      expect(job).toHaveBeenCalledWith(JOB.id);
    },
  );
});
