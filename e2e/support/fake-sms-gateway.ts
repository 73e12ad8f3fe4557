import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One SMS the gateway accepted, as the backend sent it. */
export interface ReceivedSms {
  to: string;
  text: string;
  reference: string;
  idempotencyKey: string;
  /** How many requests carried this Idempotency-Key (retries of the same message). */
  requests: number;
  receivedAt: string;
}

/** How the gateway answers the messages to one number: accepted (202), refused (400, for good) or unavailable (503, try later). */
export type GatewayAnswer = 'accept' | 'reject' | 'unavailable';

export interface FakeSmsGateway {
  /** Where the backend posts its messages (SMS_GATEWAY_URL). */
  url: string;
  stop: () => Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * A stand-in for an HTTP SMS provider, on 127.0.0.1: `POST /send` with `Authorization: Bearer <token>`,
 * `Idempotency-Key` and `{ to, text, reference }` accepts a message (202); the same key again is
 * the same message (counted, not added twice). `GET /messages` lists what was accepted, for the tests.
 * `POST /answers { to, answer }` sets how the messages to one number are answered (GatewayAnswer).
 */
export async function startFakeSmsGateway(token: string): Promise<FakeSmsGateway> {
  const messages = new Map<string, ReceivedSms>();
  const answers = new Map<string, GatewayAnswer>();

  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '/').split('?')[0];
      if (request.method === 'GET' && path === '/messages') {
        reply(response, 200, [...messages.values()]);
        return;
      }
      const body = await readBody(request);
      if (request.method === 'POST' && path === '/answers') {
        const { to, answer } = JSON.parse(body) as { to: string; answer: GatewayAnswer };
        answers.set(to, answer);
        reply(response, 200, { to, answer });
        return;
      }
      if (request.method !== 'POST' || path !== '/send') {
        reply(response, 404, { error: 'not found' });
        return;
      }
      if (request.headers.authorization !== `Bearer ${token}`) {
        reply(response, 401, { error: 'invalid token' });
        return;
      }
      const idempotencyKey = request.headers['idempotency-key'];
      let sms: { to?: unknown; text?: unknown; reference?: unknown };
      try {
        sms = JSON.parse(body) as typeof sms;
      } catch {
        reply(response, 400, { error: 'body is not JSON' });
        return;
      }
      if (
        typeof idempotencyKey !== 'string' ||
        !idempotencyKey ||
        typeof sms.to !== 'string' ||
        typeof sms.text !== 'string'
      ) {
        reply(response, 400, { error: 'Idempotency-Key, to and text are required' });
        return;
      }
      const answer = answers.get(sms.to) ?? 'accept';
      if (answer === 'reject') {
        reply(response, 400, { error: `invalid recipient ${sms.to}` });
        return;
      }
      if (answer === 'unavailable') {
        reply(response, 503, { error: 'temporarily unavailable' });
        return;
      }
      const known = messages.get(idempotencyKey);
      if (known) {
        known.requests += 1;
      } else {
        messages.set(idempotencyKey, {
          to: sms.to,
          text: sms.text,
          reference: typeof sms.reference === 'string' ? sms.reference : '',
          idempotencyKey,
          requests: 1,
          receivedAt: new Date().toISOString(),
        });
      }
      reply(response, 202, { id: idempotencyKey, status: 'accepted' });
    })().catch((error: unknown) => {
      console.error('The fake SMS gateway failed', error);
      if (!response.headersSent) reply(response, 500, { error: 'internal error' });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The messages the gateway at `url` accepted so far. */
export async function receivedSms(url: string): Promise<ReceivedSms[]> {
  const response = await fetch(new URL('/messages', url));
  if (!response.ok) throw new Error(`GET /messages of the fake SMS gateway → ${response.status}`);
  return (await response.json()) as ReceivedSms[];
}

/** Sets how the gateway at `url` answers the messages to `to` from now on. */
export async function setGatewayAnswer(url: string, to: string, answer: GatewayAnswer): Promise<void> {
  const response = await fetch(new URL('/answers', url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ to, answer }),
  });
  if (!response.ok) throw new Error(`POST /answers of the fake SMS gateway → ${response.status}`);
}
