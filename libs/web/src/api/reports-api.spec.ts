import { ApiRequestError, fileNameOf } from './http';
import { reportsApi } from './reports-api';
import { answerFetch, storeForTest, type FetchCall } from '../testing/fake-fetch';

let calls: FetchCall[];

const answer = (body: BodyInit, status: number, headers: Record<string, string>) =>
  answerFetch(calls, status, body, headers);

beforeEach(() => {
  calls = [];
  storeForTest({ token: 'owner-token' });
});

describe('reportsApi', () => {
  it("asks for a day, or the server's today without one", async () => {
    answer('{}', 200, { 'Content-Type': 'application/json' });
    await reportsApi.day('2026-11-23');
    await reportsApi.day();
    expect(calls.map((call) => call.url)).toEqual(['/api/reports/day?date=2026-11-23', '/api/reports/day']);
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer owner-token');
  });

  it('asks for the profit of a range of months', async () => {
    answer('{}', 200, { 'Content-Type': 'application/json' });
    await reportsApi.profit({ from: '2025-12', to: '2026-11' });
    expect(calls[0].url).toBe('/api/reports/profit?from=2025-12&to=2026-11');
  });

  it("keeps a CSV file's bytes as sent (the BOM included) and its name", async () => {
    const bytes = new TextEncoder().encode('\uFEFFKlienti\nQëndrim Çeku\n');
    answer(bytes, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="punet-2026-11-01-2026-11-30.csv"',
    });
    const file = await reportsApi.exportCsv('jobs', { from: '2026-11-01', to: '2026-11-30' });
    expect(calls[0].url).toBe('/api/export/jobs.csv?from=2026-11-01&to=2026-11-30');
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer owner-token');
    expect(file.fileName).toBe('punet-2026-11-01-2026-11-30.csv');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(bytes);
  });

  it('names the file itself when the answer did not', async () => {
    answer('x', 200, { 'Content-Type': 'text/csv' });
    await expect(reportsApi.exportCsv('payments', { from: '2026-11-01', to: '2026-11-02' })).resolves.toMatchObject({
      fileName: 'pagesat-2026-11-01-2026-11-02.csv',
    });
  });

  it('asks for a workbook of the stock movements or the register cash, and names it itself when the answer did not', async () => {
    answer('PK', 200, { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const movements = await reportsApi.exportWorkbook('stock-movements', { from: '2026-11-01', to: '2026-11-30' });
    const cash = await reportsApi.exportWorkbook('cash-deposits', { from: '2026-11-01', to: '2026-11-02' });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/export/stock-movements.xlsx?from=2026-11-01&to=2026-11-30',
      '/api/export/cash-deposits.xlsx?from=2026-11-01&to=2026-11-02',
    ]);
    expect([movements.fileName, cash.fileName]).toEqual([
      'levizjet-e-stokut-2026-11-01-2026-11-30.xlsx',
      'fondi-i-arkes-2026-11-01-2026-11-02.xlsx',
    ]);
  });

  it("fails with the server's Albanian detail", async () => {
    answer(
      JSON.stringify({ detail: 'Data e fillimit duhet të jetë para datës së mbarimit.', code: 'VALIDATION_FAILED' }),
      400,
      {
        'Content-Type': 'application/json',
      },
    );
    const failure = reportsApi.exportCsv('parts', { from: '2026-11-02', to: '2026-11-01' });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      detail: 'Data e fillimit duhet të jetë para datës së mbarimit.',
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('fileNameOf', () => {
  it('reads quoted, plain and encoded names', () => {
    expect(fileNameOf('attachment; filename="pjeset-2026-11-01-2026-11-30.csv"')).toBe(
      'pjeset-2026-11-01-2026-11-30.csv',
    );
    expect(fileNameOf('attachment; filename=punet.csv')).toBe('punet.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''pun%C3%ABt.csv")).toBe('punët.csv');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
