import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { logRequests } from './access-log';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { id: string; method: string; url: string; userAgent?: string };
  res?: { statusCode: number };
  responseTime?: number;
}

describe('logRequests', () => {
  let server: FastifyInstance;
  let lines: Line[];
  let releaseSlow: () => void;
  let slowStarted: Promise<void>;

  beforeEach(async () => {
    lines = [];
    server = Fastify();
    logRequests(
      server,
      pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) }),
    );
    server.get('/api/jobs', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      // What the exception filter does: the request's own logger, after an await.
      request.requestLog?.logger.info('inside the request');
      return [];
    });
    server.get('/api/health/live', async () => ({ status: 'ok' }));
    server.get('/remotes/shop/remoteEntry.js', async () => 'export {}');
    server.get('/api/broken', async (_request, reply) => reply.status(500).send({}));
    server.get('/api/away', async (_request, reply) => reply.status(503).send({}));
    let started: () => void = () => undefined;
    slowStarted = new Promise((resolve) => (started = resolve));
    const released = new Promise<void>((resolve) => (releaseSlow = resolve));
    server.get('/api/slow', async () => {
      started();
      await released;
      return {};
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
  });

  afterEach(async () => {
    releaseSlow();
    await server.close();
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it("writes one line per request with its id, method, masked url, status and time, and the id on the lines of the request's logger", async () => {
    const answer = await server.inject({ url: '/api/jobs?search=Qëndrim', headers: { 'user-agent': 'kontrolli' } });
    await settle();
    expect(answer.statusCode).toBe(200);
    expect(lines).toHaveLength(2);
    const id = lines[1]?.req?.id;
    expect(id).toEqual(expect.any(String));
    expect(lines[0]).toMatchObject({ level: 30, msg: 'inside the request', reqId: id });
    expect(lines[1]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: id,
      req: { id, method: 'GET', url: '/api/jobs?[query]', userAgent: 'kontrolli' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[1]?.responseTime).toBe('number');
  });

  it("writes no line for the probes, nor for the frontends' files", async () => {
    await server.inject({ url: '/api/health/live' });
    await server.inject({ url: '/remotes/shop/remoteEntry.js' });
    await server.inject({ url: '/' });
    await settle();
    expect(lines).toEqual([]);
  });

  it('writes a failed answer as an error, the database being away as a warning', async () => {
    await server.inject({ url: '/api/broken' });
    await server.inject({ url: '/api/away' });
    await settle();
    expect(lines.map((line) => [line.level, line.msg, line.res?.statusCode])).toEqual([
      [50, 'request failed with 500', 500],
      [40, 'request failed with 503', 503],
    ]);
  });

  it('writes one line for a request whose client went away before the answer', async () => {
    const { port } = server.server.address() as AddressInfo;
    const outgoing = httpRequest({ host: '127.0.0.1', port, path: '/api/slow' });
    outgoing.on('error', () => undefined);
    outgoing.end();
    await slowStarted;
    outgoing.destroy();
    await settle();
    releaseSlow();
    await settle();
    expect(lines.map((line) => [line.msg, line.req?.url])).toEqual([['request aborted', '/api/slow']]);
  });
});
