import { QueryClient } from '@tanstack/react-query';
import type { JobDetailResponse, JobResponse } from '@repair-shop/contracts';
import { invalidateAfterJobWrite, keysChangedBy, updateCachedJobDetail, withJob, withMoney } from './job-cache';
import { queryKeys } from './query-keys';

describe('keysChangedBy: what a job write makes out of date', () => {
  it("a new job: the job lists and counts, clients, statistics, workers, reports, the devices' earlier jobs and the clients' pages", () => {
    expect(keysChangedBy({ kind: 'create' })).toEqual([
      queryKeys.jobs,
      queryKeys.clients,
      queryKeys.stats,
      queryKeys.workers,
      queryKeys.reports,
      queryKeys.earlierJobs,
      queryKeys.clientPages,
    ]);
  });

  it('a new status: the job itself too (it may have queued SMS)', () => {
    expect(keysChangedBy({ kind: 'status', jobId: 'j1' })).toEqual([
      queryKeys.job('j1'),
      queryKeys.jobs,
      queryKeys.clients,
      queryKeys.stats,
      queryKeys.workers,
      queryKeys.reports,
      queryKeys.earlierJobs,
      queryKeys.clientPages,
    ]);
  });

  it("a deletion: every list and figure it was in, the stock its parts went back to, the audit log and the client's page; never the job itself", () => {
    expect(keysChangedBy({ kind: 'delete', jobId: 'j1' })).toEqual([
      queryKeys.jobs,
      queryKeys.clients,
      queryKeys.stats,
      queryKeys.workers,
      queryKeys.reports,
      queryKeys.earlierJobs,
      queryKeys.parts,
      queryKeys.auditLog,
      queryKeys.clientPages,
    ]);
  });

  it("an edit: the job itself (its history line) and only what the edited fields appear in (the client's page shows them all)", () => {
    expect(keysChangedBy({ kind: 'update', jobId: 'j1', patch: { workDescription: 'Bateria' } })).toEqual([
      queryKeys.job('j1'),
      queryKeys.jobs,
      queryKeys.earlierJobs,
      queryKeys.clientPages,
    ]);
    // A category chosen again changes what the shop's history says (the estimates and the predictions' accuracy).
    expect(keysChangedBy({ kind: 'update', jobId: 'j1', patch: { category: 'battery' } })).toEqual([
      queryKeys.job('j1'),
      queryKeys.jobs,
      queryKeys.earlierJobs,
      queryKeys.clientPages,
      queryKeys.insightsAll,
    ]);
    expect(keysChangedBy({ kind: 'update', jobId: 'j1', patch: { warrantyDays: 60 } })).toEqual([
      queryKeys.job('j1'),
      queryKeys.jobs,
      queryKeys.earlierJobs,
      queryKeys.clientPages,
    ]);
    expect(keysChangedBy({ kind: 'update', jobId: 'j1', patch: { clientName: 'Drita' } })).toEqual([
      queryKeys.job('j1'),
      queryKeys.jobs,
      queryKeys.earlierJobs,
      queryKeys.clientPages,
      queryKeys.clients,
    ]);
    expect(keysChangedBy({ kind: 'update', jobId: 'j1', patch: { estimatedPrice: 35.5 } })).toEqual([
      queryKeys.job('j1'),
      queryKeys.jobs,
      queryKeys.earlierJobs,
      queryKeys.clientPages,
      queryKeys.clients,
      queryKeys.stats,
      queryKeys.reports,
    ]);
    expect(keysChangedBy({ kind: 'update', jobId: 'j1', patch: { workerId: 'w2' } })).toEqual([
      queryKeys.job('j1'),
      queryKeys.jobs,
      queryKeys.earlierJobs,
      queryKeys.clientPages,
      queryKeys.stats,
      queryKeys.workers,
      queryKeys.reports,
    ]);
  });

  it("an edit of any field marks the job's detail stale, and the messages drafted for the chat apps under it", async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.job('j1'), { job: { id: 'j1' } });
    client.setQueryData(queryKeys.jobChatDrafts('j1'), { phone: null });
    client.setQueryData(queryKeys.job('j2'), { job: { id: 'j2' } });
    await invalidateAfterJobWrite(client, {
      kind: 'update',
      jobId: 'j1',
      patch: { workDescription: 'Bateria e fryrë' },
    });
    expect(client.getQueryState(queryKeys.job('j1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.jobChatDrafts('j1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.job('j2'))?.isInvalidated).toBe(false);
  });

  it('a message: only the jobs needing attention, which it touches (the answer is put in the detail)', () => {
    expect(keysChangedBy({ kind: 'message', jobId: 'j1' })).toEqual([queryKeys.jobAttention]);
  });

  it("a payment: the job (its money, payments and history), the reports, the client's page, the job's fiscal documents and those waiting for the tax office; a part used: the job, the stock, clients, statistics, reports and the client's page; both the jobs needing attention", () => {
    expect(keysChangedBy({ kind: 'payment', jobId: 'j1' })).toEqual([
      queryKeys.job('j1'),
      queryKeys.reports,
      queryKeys.clientPages,
      queryKeys.jobAttention,
      queryKeys.jobFiscalDocuments('j1'),
      queryKeys.fiscalPending,
    ]);
    expect(keysChangedBy({ kind: 'parts', jobId: 'j1' })).toEqual([
      queryKeys.job('j1'),
      queryKeys.parts,
      queryKeys.clients,
      queryKeys.stats,
      queryKeys.reports,
      queryKeys.clientPages,
      queryKeys.jobAttention,
    ]);
  });

  it('an intake record, a signature or a message to the client in their app: the job, which shows them and their history lines, and the jobs needing attention', () => {
    expect(keysChangedBy({ kind: 'intake', jobId: 'j1' })).toEqual([queryKeys.job('j1'), queryKeys.jobAttention]);
    expect(keysChangedBy({ kind: 'contact', jobId: 'j1' })).toEqual([queryKeys.job('j1'), queryKeys.jobAttention]);
  });

  it('a new status reloads the messages drafted for the chat apps and the list needing attention, which sit under its keys', () => {
    const keys = keysChangedBy({ kind: 'status', jobId: 'j1' });
    expect(queryKeys.jobChatDrafts('j1').slice(0, 2)).toEqual(queryKeys.job('j1'));
    expect(queryKeys.jobAttentionPage({ limit: 5 }).slice(0, 1)).toEqual(queryKeys.jobs);
    expect(keys).toEqual(expect.arrayContaining([queryKeys.job('j1'), queryKeys.jobs]));
  });
});

describe('updateCachedJobDetail', () => {
  it("changes the cached detail with the write's answer and leaves a job never loaded alone", async () => {
    const client = new QueryClient();
    const job = { id: 'j1', estimatedPrice: null } as JobResponse;
    const money = { currency: 'EUR' as const, labour: 0, parts: 0, total: 0, paid: 0, balance: 0 };
    const detail: JobDetailResponse = {
      job,
      messages: [],
      pendingSms: 0,
      money,
      payments: [],
      parts: [],
      intake: null,
      signatures: [],
      estimate: null,
      deviceLock: null,
      warrantyReturnIds: [],
      prediction: null,
    };
    client.setQueryData(queryKeys.job('j1'), detail);
    await updateCachedJobDetail(client, 'j1', withJob({ ...job, estimatedPrice: 35.5 }));
    expect(client.getQueryData<JobDetailResponse>(queryKeys.job('j1'))?.job.estimatedPrice).toBe(35.5);
    await updateCachedJobDetail(client, 'j2', withJob(job));
    expect(client.getQueryData(queryKeys.job('j2'))).toBeUndefined();
    await updateCachedJobDetail(client, 'j1', withMoney({ ...money, total: 35.5, balance: 35.5 }));
    expect(client.getQueryData<JobDetailResponse>(queryKeys.job('j1'))?.money.balance).toBe(35.5);
  });
});

describe('invalidateAfterJobWrite', () => {
  it("drops a deleted job's detail and its photos, and marks the lists it was in stale", async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.job('j1'), { job: { id: 'j1' } });
    client.setQueryData(queryKeys.jobPhotos('j1'), { photos: [] });
    client.setQueryData(queryKeys.job('j2'), { job: { id: 'j2' } });
    client.setQueryData(queryKeys.jobPage({ limit: 10 }), { items: [], total: 1 });
    await invalidateAfterJobWrite(client, { kind: 'delete', jobId: 'j1' });
    expect(client.getQueryData(queryKeys.job('j1'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.jobPhotos('j1'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.job('j2'))).toEqual({ job: { id: 'j2' } });
    expect(client.getQueryState(queryKeys.jobPage({ limit: 10 }))?.isInvalidated).toBe(true);
  });
});
