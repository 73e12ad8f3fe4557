import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { timingSafeEqual } from 'node:crypto';
import type { Pool } from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { defaultErrorBody } from '../http/albanian-messages';
import { SMS_BACKLOG, type SmsBacklog } from './sms-backlog';

export const METRICS_PATH = '/api/metrics';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics, served at /api/metrics to a scraper that shows METRICS_TOKEN as its bearer token
 * (off, a 404, without one): requests and their latency per route, the SMS waiting in the outbox, the
 * database pool, and Node's own process metrics. Routes are labelled by their pattern (/api/jobs/:id),
 * never by the URL, so the number of series stays small.
 */
export function serveMetrics(app: NestFastifyApplication, token: string): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, per method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, per method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const pool = () => (app.get(DataSource).driver as PostgresDriver).master as Pool;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this instance, by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { totalCount, idleCount, waitingCount } = pool();
      this.set({ state: 'open' }, totalCount);
      this.set({ state: 'idle' }, idleCount);
      this.set({ state: 'waiting_requests' }, waitingCount);
    },
  });
  new Gauge({
    name: 'sms_outbox_pending',
    help: 'SMS waiting to be sent or being sent (all instances)',
    registers: [registry],
    async collect() {
      this.set(await app.get<SmsBacklog>(SMS_BACKLOG).pendingTotal());
    },
  });

  const server = app.getHttpAdapter().getInstance();
  server.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== METRICS_PATH) {
      requests.inc({ method: request.method, route, status: reply.statusCode });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    }
    done();
  });
  server.get(METRICS_PATH, async (request, reply) => {
    if (!sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)) {
      return reply.status(401).send(defaultErrorBody(401, request.id));
    }
    return reply.header('Content-Type', registry.contentType).send(await registry.metrics());
  });
}
