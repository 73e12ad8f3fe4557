import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the gateway treats one request:
 * ok: delivers and answers 200. unavailable: answers 503, delivers nothing. drop: cuts the connection,
 * delivers nothing. lostAnswer: delivers, then answers 500 (the sender cannot know it went out).
 * late: delivers, then answers after the sender's time-out. reject: answers 400, delivers nothing.
 */
export type GatewayBehaviour = 'ok' | 'unavailable' | 'drop' | 'lostAnswer' | 'late' | 'reject';

export interface GatewayRequest {
  key: string;
  to: string;
  text: string;
  behaviour: GatewayBehaviour;
}

export interface DeliveredSms {
  key: string;
  to: string;
  text: string;
}

/**
 * A local HTTP SMS gateway speaking the protocol of HttpGatewaySmsProvider. Like a real gateway it
 * delivers a message once per Idempotency-Key; it also records what a correct sender must never do:
 * send a message again after the gateway acknowledged it, or send one message twice at the same time.
 */
export class FakeSmsGateway {
  readonly token = 'fake-gateway-token';
  readonly requests: GatewayRequest[] = [];
  /** What reached the phones, in order. */
  readonly delivered: DeliveredSms[] = [];
  readonly resentAfterAcknowledged: string[] = [];
  readonly sentConcurrently: string[] = [];
  private readonly acknowledged = new Set<string>();
  private readonly inFlight = new Set<string>();
  private readonly server = createServer((request, response) => void this.handle(request, response));
  private lateAnswerMs = 0;

  private constructor(private readonly plan: (requestNumber: number, key: string) => GatewayBehaviour) {}

  static async start(
    plan: (requestNumber: number, key: string) => GatewayBehaviour = () => 'ok',
    lateAnswerMs = 0,
  ): Promise<FakeSmsGateway> {
    const gateway = new FakeSmsGateway(plan);
    gateway.lateAnswerMs = lateAnswerMs;
    await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
    return gateway;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/send`;
  }

  /** The application's configuration for this gateway. */
  env(extra: Record<string, string> = {}): Record<string, string> {
    return { SMS_GATEWAY_URL: this.url, SMS_GATEWAY_TOKEN: this.token, ...extra };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || request.headers.authorization !== `Bearer ${this.token}`) {
      response.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"unauthorized"}');
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; text: string; reference: string };
    const key = String(request.headers['idempotency-key']);
    const behaviour = this.plan(this.requests.length + 1, key);
    this.requests.push({ key, to: body.to, text: body.text, behaviour });
    if (this.acknowledged.has(key)) this.resentAfterAcknowledged.push(key);
    if (this.inFlight.has(key)) this.sentConcurrently.push(key);
    this.inFlight.add(key);
    try {
      if (behaviour === 'drop') {
        request.socket.destroy();
        return;
      }
      if (behaviour === 'unavailable' || behaviour === 'reject') {
        response
          .writeHead(behaviour === 'reject' ? 400 : 503, { 'Content-Type': 'application/json' })
          .end('{"error":"no"}');
        return;
      }
      if (!this.delivered.some((sms) => sms.key === key)) this.delivered.push({ key, to: body.to, text: body.text });
      if (behaviour === 'lostAnswer') {
        response.writeHead(500).end();
        return;
      }
      if (behaviour === 'late') {
        // The sender stops waiting and may try again meanwhile: that retry is not a concurrent send.
        this.inFlight.delete(key);
        await new Promise((resolve) => setTimeout(resolve, this.lateAnswerMs));
      }
      // Acknowledged once the answer is really out: a sender that gave up waiting (its time-out passed on a
      // loaded machine) never saw it, and rightly sends the message again, with the same key.
      if (behaviour === 'ok') response.on('finish', () => this.acknowledged.add(key));
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ id: `gw-${this.requests.length}` }));
    } finally {
      this.inFlight.delete(key);
    }
  }
}
