import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { JobDetailResponse, JobResponse, JobStatusResponse, StaffRole } from '@repair-shop/contracts';
import { ApiRequestError, queryKeys, shopApi } from '@repair-shop/web';
import { testDetail, testJob } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { REASON_REQUIRED_TEXT, REASON_TOO_LONG_TEXT } from '../CancelJobDialog/CancelJobDialog';
import type { RemovalFacts } from '../../utils/job-removal';
import { JobEndActions } from './JobEndActions';

afterEach(() => jest.restoreAllMocks());

const JOB = testJob({ id: '0b7c1e4e-5b6a-4d35-9c1f-2a7e3d9f4a1c', clientName: 'Test Gabim', deviceModel: 'iPhone 12' });

/** The actions on the job's page, and the home tab they lead to once the job is deleted. */
function renderActions(
  role: StaffRole,
  job: JobResponse = JOB,
  facts: RemovalFacts = { paymentCount: 0, warrantyReturnIds: [] },
) {
  return renderWithShop(
    <Routes>
      <Route path="/dashboard/pune/:jobId" element={<JobEndActions job={job} {...facts} />} />
      <Route path="/dashboard" element={<p>Ballina e hapur</p>} />
    </Routes>,
    { role, path: `/dashboard/pune/${job.id}`, cached: [[queryKeys.job(job.id), testDetail({ job })]] },
  );
}

describe('JobEndActions', () => {
  it('lets every role cancel, and the owner alone delete', () => {
    for (const role of ['manager', 'technician'] as const) {
      const { unmount } = renderActions(role);
      expect(screen.getByRole('button', { name: 'Anulo punën' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Fshi punën' })).not.toBeInTheDocument();
      unmount();
    }
    renderActions('owner');
    expect(screen.getByRole('button', { name: 'Anulo punën' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fshi punën' })).toBeInTheDocument();
  });

  it('offers no second cancellation of a cancelled job; the owner may still delete it', () => {
    const cancelled = { ...JOB, status: 'cancelled' as const, cancelReason: 'Klienti nuk erdhi' };
    const { unmount } = renderActions('technician', cancelled);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderActions('owner', cancelled);
    expect(screen.queryByRole('button', { name: 'Anulo punën' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fshi punën' })).toBeInTheDocument();
  });

  it('asks why, says in Albanian next to the field what is missing or too long, and sends nothing until it is right', async () => {
    const cancelJob = jest.spyOn(shopApi, 'cancelJob');
    renderActions('technician');
    await userEvent.click(screen.getByRole('button', { name: 'Anulo punën' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anulo punën' });
    expect(dialog).toHaveTextContent(`Puna e Test Gabim (iPhone 12, bileta 9F4A1C)`);
    const reason = within(dialog).getByRole('textbox', { name: /Arsyeja e anulimit/ });
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anulo punën' }));
    expect(await within(dialog).findByText(REASON_REQUIRED_TEXT)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(reason);
    await userEvent.click(reason);
    await userEvent.paste('ë'.repeat(301));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anulo punën' }));
    expect(await within(dialog).findByText(REASON_TOO_LONG_TEXT)).toBeInTheDocument();
    expect(cancelJob).not.toHaveBeenCalled();
  });

  it('cancels with the reason trimmed, shows the job cancelled with its history line, and closes', async () => {
    const answer: JobStatusResponse = {
      success: true,
      job: { ...JOB, status: 'cancelled', cancelReason: 'Klienti nuk pranoi çmimin' },
      entry: {
        id: 'e1',
        message: 'Puna u anulua. Arsyeja: Klienti nuk pranoi çmimin',
        createdAt: JOB.createdAt,
        type: 'status',
        status: 'cancelled',
        author: { id: 'u1', name: 'Arta' },
      },
    };
    const cancelJob = jest.spyOn(shopApi, 'cancelJob').mockResolvedValue(answer);
    jest
      .spyOn(shopApi, 'job')
      .mockImplementation(async () => testDetail({ job: answer.job, messages: [answer.entry] }));
    const { queryClient } = renderActions('owner');
    await userEvent.click(screen.getByRole('button', { name: 'Anulo punën' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anulo punën' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Arsyeja e anulimit/ }),
      '  Klienti nuk pranoi çmimin ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anulo punën' }));
    await waitFor(() => expect(cancelJob).toHaveBeenCalledWith(JOB.id, 'Klienti nuk pranoi çmimin'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Anulo punën' })).not.toBeInTheDocument());
    const cached = queryClient.getQueryData<JobDetailResponse>(queryKeys.job(JOB.id));
    expect(cached?.job).toMatchObject({ status: 'cancelled', cancelReason: 'Klienti nuk pranoi çmimin' });
    expect(cached?.messages.at(-1)?.message).toBe('Puna u anulua. Arsyeja: Klienti nuk pranoi çmimin');
  });

  it('names the job it deletes and says it cannot be undone; deleted, it goes to the home tab', async () => {
    const deleteJob = jest.spyOn(shopApi, 'deleteJob').mockResolvedValue({
      success: true,
      auditEntry: {
        id: 'a1',
        action: 'job_deleted',
        author: { id: 'u1', name: 'Arta' },
        createdAt: JOB.createdAt,
        subject: 'Puna #9F4A1C',
        details: '…',
      },
    });
    const { queryClient } = renderActions('owner');
    await userEvent.click(screen.getByRole('button', { name: 'Fshi punën' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fshi punën' });
    expect(dialog).toHaveTextContent('Do të fshihet puna e Test Gabim — iPhone 12, bileta 9F4A1C');
    expect(dialog).toHaveTextContent('Ky veprim nuk kthehet mbrapsht.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Po, fshije përgjithmonë' }));
    expect(await screen.findByText('Ballina e hapur')).toBeInTheDocument();
    expect(deleteJob).toHaveBeenCalledWith(JOB.id);
    expect(queryClient.getQueryData(queryKeys.job(JOB.id))).toBeUndefined();
  });

  it("shows the server's refusal of a job with payments in the dialog, and offers to cancel it instead", async () => {
    const detail =
      'Kjo punë ka pagesa dhe nuk mund të fshihet: pagesat mbahen gjithmonë. Anulojeni punën në vend që ta fshini.';
    jest.spyOn(shopApi, 'deleteJob').mockRejectedValue(new ApiRequestError(409, detail, 'JOB_HAS_PAYMENTS'));
    renderActions('owner');
    await userEvent.click(screen.getByRole('button', { name: 'Fshi punën' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fshi punën' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Po, fshije përgjithmonë' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent(`Puna nuk u fshi${`Gabim: ${detail}`}`);
    await userEvent.click(within(refusal).getByRole('button', { name: 'Anulo punën' }));
    expect(await screen.findByRole('dialog', { name: 'Anulo punën' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Fshi punën' })).not.toBeInTheDocument();
  });

  it('does not offer to delete a job with payments: says why from the start and offers to cancel it instead', async () => {
    const deleteJob = jest.spyOn(shopApi, 'deleteJob');
    renderActions('owner', JOB, { paymentCount: 2, warrantyReturnIds: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Fshi punën' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fshi punën' });
    expect(dialog).toHaveTextContent('Kjo punë nuk mund të fshihet');
    expect(dialog).toHaveTextContent(
      'Kjo punë ka 2 pagesa të regjistruara dhe nuk mund të fshihet: pagesat mbahen gjithmonë.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Po, fshije përgjithmonë' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anulo punën' }));
    expect(await screen.findByRole('dialog', { name: 'Anulo punën' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Fshi punën' })).not.toBeInTheDocument();
    expect(deleteJob).not.toHaveBeenCalled();
  });

  it('names the warranty return that keeps the job from being deleted', async () => {
    renderActions('owner', JOB, { paymentCount: 0, warrantyReturnIds: ['0190a1b2-c3d4-7e5f-8a9b-0000000abc12'] });
    await userEvent.click(screen.getByRole('button', { name: 'Fshi punën' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fshi punën' });
    expect(dialog).toHaveTextContent(
      'Puna #0ABC12 është kthim në garanci i kësaj pune, prandaj kjo punë nuk mund të fshihet. Anulojeni në vend që ta fshini.',
    );
    expect(within(dialog).getByRole('button', { name: 'Anulo punën' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Po, fshije përgjithmonë' })).not.toBeInTheDocument();
  });

  it('offers nothing instead for a cancelled job with payments: it says why and closes', async () => {
    renderActions(
      'owner',
      { ...JOB, status: 'cancelled', cancelReason: 'Klienti hoqi dorë' },
      { paymentCount: 1, warrantyReturnIds: [] },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fshi punën' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fshi punën' });
    expect(dialog).toHaveTextContent('Kjo punë ka një pagesë të regjistruar dhe nuk mund të fshihet');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expect.not.arrayContaining(['Anulo punën', 'Po, fshije përgjithmonë']));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mbyll' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fshi punën' })).not.toBeInTheDocument());
  });
});
