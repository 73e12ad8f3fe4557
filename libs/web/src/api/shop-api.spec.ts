import { DEFAULT_SMS_TEMPLATES, TOTAL_COUNT_HEADER, type SmsSettingsResponse } from '@repair-shop/contracts';
import { ApiRequestError } from './http';
import { shopApi } from './shop-api';
import { answerJson, storeForTest, type FetchCall } from '../testing/fake-fetch';

const SETTINGS: SmsSettingsResponse = { enabled: true, templates: DEFAULT_SMS_TEMPLATES, gatewayConfigured: false };

let calls: FetchCall[];

beforeEach(() => {
  calls = [];
  storeForTest({ token: 'owner-token' });
});

describe('shopApi SMS settings', () => {
  it('reads the settings with the stored token', async () => {
    answerJson(calls, 200, SETTINGS);
    await expect(shopApi.smsSettings()).resolves.toEqual(SETTINGS);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/business/sms');
    expect(calls[0].init.method).toBe('GET');
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer owner-token');
  });

  it('saves the settings as JSON with PUT', async () => {
    answerJson(calls, 200, SETTINGS);
    const body = { enabled: true, templates: { ...DEFAULT_SMS_TEMPLATES, ready: '{klienti}, gati.' } };
    await shopApi.saveSmsSettings(body);
    expect(calls[0].url).toBe('/api/business/sms');
    expect(calls[0].init.method).toBe('PUT');
    expect(JSON.parse(calls[0].init.body as string)).toEqual(body);
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("gives the server's Albanian explanation and code of a refused template", async () => {
    answerJson(calls, 400, { detail: 'Vendmbajtës i panjohur: {emri}', code: 'VALIDATION_FAILED' });
    const failure = shopApi.saveSmsSettings({
      enabled: true,
      templates: { ...DEFAULT_SMS_TEMPLATES, ready: '{emri}' },
    });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      detail: 'Vendmbajtës i panjohur: {emri}',
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('shopApi paged lists', () => {
  const job = { id: 'j1', clientName: 'Qëndrim Çeku' };

  it('asks for one page of jobs and reads the total from X-Total-Count', async () => {
    answerJson(calls, 200, [job], { [TOTAL_COUNT_HEADER]: '25' });
    const page = await shopApi.jobs({ search: 'qendrim', limit: 10, offset: 10 });
    expect(page).toEqual({ items: [job], total: 25 });
    expect(calls[0].url).toBe('/api/jobs?search=qendrim&limit=10&offset=10');
  });

  it('leaves empty filters out of the query string', async () => {
    answerJson(calls, 200, [], { [TOTAL_COUNT_HEADER]: '0' });
    await shopApi.jobs({ search: '', limit: 50, offset: 0 });
    expect(calls[0].url).toBe('/api/jobs?limit=50&offset=0');
  });

  it('without the header, counts what the page proves', async () => {
    answerJson(calls, 200, [job, job]);
    await expect(shopApi.jobs({ limit: 10, offset: 20 })).resolves.toEqual({ items: [job, job], total: 22 });
  });

  it('asks for the top clients by sort and limit', async () => {
    const client = {
      name: 'Drita',
      phone: '045 987 654',
      jobCount: 3,
      totalSpent: 80,
      lastJobAt: '2026-01-01T00:00:00.000Z',
    };
    answerJson(calls, 200, [client], { [TOTAL_COUNT_HEADER]: '40' });
    await expect(shopApi.clients({ sort: 'spent', limit: 5 })).resolves.toEqual({ items: [client], total: 40 });
    expect(calls[0].url).toBe('/api/clients?sort=spent&limit=5');
  });

  it('counts the jobs of a day per status', async () => {
    const counts = { total: 2, byStatus: { new: 1, in_process: 1, ready: 0, completed: 0, not_repairable: 0 } };
    answerJson(calls, 200, counts);
    const filters = { createdFrom: '2026-03-01T23:00:00.000Z', createdTo: '2026-03-02T23:00:00.000Z' };
    await expect(shopApi.jobCounts(filters)).resolves.toEqual(counts);
    expect(calls[0].url).toBe(
      `/api/jobs/counts?createdFrom=${encodeURIComponent(filters.createdFrom)}&createdTo=${encodeURIComponent(filters.createdTo)}`,
    );
  });
});

describe("shopApi: the new job dialog's suggestions and a client's page", () => {
  it('asks for the suggestions of what was typed, with the limit', async () => {
    const suggestion = {
      phoneKey: '049111222',
      name: 'Qëndrim Çeku',
      phone: '049 111 222',
      jobCount: 2,
      lastJobAt: '2026-01-01T00:00:00.000Z',
    };
    answerJson(calls, 200, { clients: [suggestion] });
    await expect(shopApi.clientSuggestions({ search: 'që ç', limit: 6 })).resolves.toEqual({ clients: [suggestion] });
    expect(calls[0].url).toBe('/api/clients/suggestions?search=q%C3%AB%20%C3%A7&limit=6');
  });

  it('asks for the client by their key, and a page of their jobs with the total from X-Total-Count', async () => {
    const client = { phoneKey: '049111222', name: 'Qëndrim Çeku', balanceDue: 12.5 };
    answerJson(calls, 200, client);
    await expect(shopApi.client('049111222')).resolves.toEqual(client);
    expect(calls[0].url).toBe('/api/clients/049111222');
    const job = { id: 'j1', total: 20, paid: 7.5, balance: 12.5 };
    answerJson(calls, 200, [job], { [TOTAL_COUNT_HEADER]: '31' });
    await expect(shopApi.clientJobPage('049111222', { limit: 10, offset: 30 })).resolves.toEqual({
      items: [job],
      total: 31,
    });
    expect(calls[1].url).toBe('/api/clients/049111222/jobs?limit=10&offset=30');
  });
});

describe('failed calls', () => {
  it('give status 0 when the server cannot be reached', async () => {
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(shopApi.workers()).rejects.toMatchObject({ status: 0, detail: null, code: null });
  });

  it('keep the session-ending code of a 401', async () => {
    answerJson(calls, 401, { detail: 'Seanca juaj ka skaduar.', code: 'SESSION_EXPIRED' });
    await expect(shopApi.profile()).rejects.toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
  });

  it('have no code when the body is not the API shape', async () => {
    globalThis.fetch = (async () => new Response('<html>Bad gateway</html>', { status: 502 })) as typeof fetch;
    await expect(shopApi.workers()).rejects.toMatchObject({ status: 502, detail: null, code: null });
  });
});

describe("shopApi: the shop's money", () => {
  const money = { currency: 'EUR', labour: 40, parts: 25, total: 65, paid: 20, balance: 45 };

  it('takes a payment for the job with POST', async () => {
    answerJson(calls, 201, { success: true, payment: { id: 'p1' }, money });
    const body = { amount: 45, method: 'cash' as const, kind: 'payment' as const, fiscalReceiptNumber: 'K-12' };
    await expect(shopApi.addPayment('j1', body)).resolves.toMatchObject({ money });
    expect(calls[0].url).toBe('/api/jobs/j1/payments');
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(calls[0].init.body as string)).toEqual(body);
  });

  it('asks for the low-stock parts and reads the total from X-Total-Count', async () => {
    const part = { id: 'part-1', name: 'Ekran iPhone 13', quantity: 1 };
    answerJson(calls, 200, [part], { [TOTAL_COUNT_HEADER]: '7' });
    await expect(shopApi.parts({ lowStock: true, limit: 5 })).resolves.toEqual({ items: [part], total: 7 });
    expect(calls[0].url).toBe('/api/parts?lowStock=true&limit=5');
  });

  it("gives the server's code of a short stock, and takes a part off a job with DELETE", async () => {
    answerJson(calls, 409, { detail: 'Në stok janë vetëm 0 copë.', code: 'STOCK_INSUFFICIENT' });
    await expect(shopApi.addJobPart('j1', { partId: 'part-1', quantity: 1 })).rejects.toMatchObject({
      status: 409,
      code: 'STOCK_INSUFFICIENT',
    });
    answerJson(calls, 200, { success: true, money });
    await shopApi.removeJobPart('j1', 'line 1');
    expect(calls[1].url).toBe('/api/jobs/j1/parts/line%201');
    expect(calls[1].init.method).toBe('DELETE');
  });
});

describe('shopApi photos', () => {
  it('sends a photo as multipart, its stage and caption in the query, without a JSON content type', async () => {
    answerJson(calls, 201, { success: true, photo: { id: 'p1' } });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'ekrani.jpg', { type: 'image/jpeg' });
    await shopApi.addJobPhoto('j1', file, { stage: 'repair', caption: 'Pas riparimit' });
    expect(calls[0].url).toBe('/api/jobs/j1/photos?stage=repair&caption=Pas%20riparimit');
    expect(calls[0].init.method).toBe('POST');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer owner-token');
    const sent = (calls[0].init.body as FormData).get('foto') as File;
    expect([sent.name, sent.size]).toEqual(['ekrani.jpg', 3]);
  });
});

describe("shopApi messages to a job's client", () => {
  it('tells the server a chat was opened with a request that outlives the page', async () => {
    answerJson(calls, 201, { success: true, entry: { id: 'e1' } });
    await shopApi.chatOpened('j 1', { app: 'viber', purpose: 'reminder' });
    expect(calls[0].url).toBe('/api/jobs/j%201/chat-opened');
    expect(calls[0].init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ app: 'viber', purpose: 'reminder' });
  });

  it('asks for the drafts, sends the reminder SMS, and pages the jobs needing attention', async () => {
    answerJson(calls, 200, { phone: null });
    await shopApi.chatDrafts('j1');
    answerJson(calls, 409, { detail: 'Kujtesa me SMS për këtë punë u dërgua sot.', code: 'REMINDER_SENT_TODAY' });
    await expect(shopApi.reminderSms('j1')).rejects.toMatchObject({ status: 409, code: 'REMINDER_SENT_TODAY' });
    answerJson(calls, 200, [{ jobId: 'j1' }], { [TOTAL_COUNT_HEADER]: '7' });
    await expect(shopApi.attention({ limit: 5 })).resolves.toEqual({ items: [{ jobId: 'j1' }], total: 7 });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET /api/jobs/j1/chat-drafts',
      'POST /api/jobs/j1/reminder-sms',
      'GET /api/jobs/attention?limit=5',
    ]);
    expect(calls[1].init.keepalive).toBeFalsy();
  });
});
