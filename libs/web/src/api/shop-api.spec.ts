import { DEFAULT_SMS_TEMPLATES, type SmsSettingsResponse } from '@repair-shop/contracts';
import { ApiRequestError } from './http';
import { shopApi } from './shop-api';

const SETTINGS: SmsSettingsResponse = { enabled: true, templates: DEFAULT_SMS_TEMPLATES, gatewayConfigured: false };

interface Call {
  url: string;
  init: RequestInit;
}

let calls: Call[];

/** Answers every fetch with `status` and `body`, remembering what was asked. */
function answer(status: number, body: unknown): void {
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}

beforeEach(() => {
  calls = [];
  const stored: Record<string, string> = { token: 'owner-token' };
  (globalThis as { localStorage?: Pick<Storage, 'getItem'> }).localStorage = { getItem: (key: string) => stored[key] ?? null };
});

describe('shopApi SMS settings', () => {
  it('reads the settings with the stored token', async () => {
    answer(200, SETTINGS);
    await expect(shopApi.smsSettings()).resolves.toEqual(SETTINGS);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/business/sms');
    expect(calls[0].init.method).toBe('GET');
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer owner-token');
  });

  it('saves the settings as JSON with PUT', async () => {
    answer(200, SETTINGS);
    const body = { enabled: true, templates: { ...DEFAULT_SMS_TEMPLATES, ready: '{klienti}, gati.' } };
    await shopApi.saveSmsSettings(body);
    expect(calls[0].url).toBe('/api/business/sms');
    expect(calls[0].init.method).toBe('PUT');
    expect(JSON.parse(calls[0].init.body as string)).toEqual(body);
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("gives the server's Albanian explanation of a refused template", async () => {
    answer(400, { detail: 'Vendmbajtës i panjohur: {emri}' });
    const failure = shopApi.saveSmsSettings({ enabled: true, templates: { ...DEFAULT_SMS_TEMPLATES, ready: '{emri}' } });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 400, detail: 'Vendmbajtës i panjohur: {emri}' });
  });
});
