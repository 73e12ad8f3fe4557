import type { JobResponse } from '@repair-shop/contracts';
import type { ShopOwner } from '../api';
import { setTimeout as delay } from 'node:timers/promises';

/** One request of the load and how it ended: its HTTP status, or 0 when no answer came (with the error). */
export interface LoadAnswer {
  method: string;
  path: string;
  status: number;
  error?: string;
  /** When the answer (or the failure) came, in ms since the epoch. */
  at: number;
}

export interface LoadResult {
  answers: LoadAnswer[];
  /** The jobs whose creation was answered 201: they must exist, whatever happened after. */
  acknowledgedJobIds: string[];
}

/**
 * How long a loop waits between rounds, as a counter does between clients: four loops send ~150 requests a second,
 * always some in flight. Unpaced, they flooded both cores, and spun on instant 503s through an outage.
 */
const PAUSE_BETWEEN_ROUNDS_MS = 100;

/**
 * A shop's steady day through the balancer: each of `workers` loops create a job, list the first page, move
 * the job on, write it a message and read it back, then pauses, until stopped.
 */
export function steadyLoad(
  server: string,
  owner: ShopOwner,
  workerId: string,
  workers = 4,
): { stop(): Promise<LoadResult> } {
  const answers: LoadAnswer[] = [];
  const acknowledgedJobIds: string[] = [];
  let running = true;
  let sequence = 0;

  const send = async (method: string, path: string, body?: unknown): Promise<{ status: number; data: unknown }> => {
    try {
      const response = await fetch(`${server}/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${owner.token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      answers.push({
        method,
        path,
        status: response.status,
        at: Date.now(),
        ...(response.ok ? {} : { error: text.slice(0, 300) }),
      });
      return { status: response.status, data: response.ok && text ? (JSON.parse(text) as unknown) : null };
    } catch (error) {
      answers.push({ method, path, status: 0, error: String(error), at: Date.now() });
      return { status: 0, data: null };
    }
  };

  const loop = async () => {
    while (running) {
      sequence += 1;
      const created = await send('POST', '/jobs', {
        workerId,
        clientName: `Klienti ${sequence}`,
        clientPhone: `044 ${String(100000 + sequence).slice(-6)}`,
        deviceModel: 'Samsung Galaxy S21',
        deviceImei: '356938035643809',
        deviceCode: '1234',
        workDescription: 'Ekrani i thyer',
      });
      await send('GET', '/jobs?limit=20');
      const job = created.status === 201 ? (created.data as { job: JobResponse }).job : null;
      if (job) {
        acknowledgedJobIds.push(job.id);
        await send('PUT', `/jobs/${job.id}/status`, { status: 'in_process' });
        await send('POST', `/jobs/${job.id}/messages`, { message: 'Pjesa u porosit' });
        await send('GET', `/jobs/${job.id}`);
      }
      await delay(PAUSE_BETWEEN_ROUNDS_MS);
    }
  };

  const loops = Array.from({ length: workers }, () => loop());
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return { answers, acknowledgedJobIds };
    },
  };
}

/** The answers that were not a success, as "status METHOD path" lines (the first 20 and a count), for a failure's message. */
export function failures(answers: LoadAnswer[]): string[] {
  const failed = answers
    .filter((answer) => answer.status < 200 || answer.status >= 300)
    .map((answer) => `${answer.status} ${answer.method} ${answer.path} ${answer.error ?? ''}`.trim());
  return failed.length > 20 ? [...failed.slice(0, 20), `… ${failed.length} in all`] : failed;
}
