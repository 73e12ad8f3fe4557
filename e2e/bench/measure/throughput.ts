import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { format, table, type Report } from '../report';
import type { CapturedAnswer } from './bare-server';
import { cpuTimeMs } from './cpu-time';
import { mean } from './percentile';

const CONNECTIONS = 100;
/** Headers the bare server must not copy: they describe the connection, not the answer. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

export interface LoadCase {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  token: string;
  /** A new body for each request (POST). */
  body?: () => unknown;
  /** Sent as Accept-Encoding, as a browser does: the app then compresses, the bare server replays its compressed answer. */
  acceptEncoding?: string;
  /** Targets: app req/s as a share of bare req/s, and the app's p99; a case without them is shown for information. */
  minRatio?: number;
  maxP99Ms?: number;
  /** Target: the app process's CPU time per answered request (mean of its rounds), in microseconds. */
  maxCpuMicros?: number;
}

/** A server under load: where it listens, and its process (whose CPU time is read). */
interface Target {
  url: string;
  pid: number | undefined;
}

interface Round {
  server: 'bare' | 'app';
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server process's CPU time (all its threads) per answered request, in microseconds. */
  cpuMicrosPerRequest: number | null;
}

/** One real answer of the app to the request autocannon sends, byte for byte (compressed when it asks so). */
function capture(baseUrl: string, load: LoadCase): Promise<CapturedAnswer> {
  const payload = load.body ? Buffer.from(JSON.stringify(load.body())) : undefined;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${baseUrl}${load.path}`,
      {
        method: load.method,
        headers: { ...headersOf(load), ...(payload ? { 'content-length': String(payload.length) } : {}) },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const headers: [string, string][] = [];
          for (let index = 0; index < answer.rawHeaders.length; index += 2) {
            const name = answer.rawHeaders[index] ?? '';
            if (!CONNECTION_HEADERS.has(name.toLowerCase())) headers.push([name, answer.rawHeaders[index + 1] ?? '']);
          }
          const body = Buffer.concat(chunks);
          if ((answer.statusCode ?? 0) >= 300)
            reject(
              new Error(`${load.method} ${load.path} → ${answer.statusCode} ${body.toString('utf8').slice(0, 500)}`),
            );
          else resolve({ status: answer.statusCode ?? 0, headers, bodyBase64: body.toString('base64') });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

function headersOf(load: LoadCase): Record<string, string> {
  return {
    authorization: `Bearer ${load.token}`,
    ...(load.body ? { 'content-type': 'application/json' } : {}),
    ...(load.acceptEncoding ? { 'accept-encoding': load.acceptEncoding } : {}),
  };
}

/** The bare server in a process of its own, as the backend is, so neither shares a core with autocannon's loop. */
async function startBare(answerFile: string): Promise<Target & { stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'bare-server.ts'), answerFile], {
    cwd: join(__dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error('the bare server did not start in 20 s')), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const match = /listening (\d+)/.exec(said);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', () => reject(new Error(`the bare server exited: ${said}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    },
  };
}

async function fire({ url, pid }: Target, load: LoadCase, seconds: number): Promise<Omit<Round, 'server'>> {
  const body = load.body;
  const cpuBefore = pid === undefined ? null : cpuTimeMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: load.method,
        path: load.path,
        headers: headersOf(load),
        ...(body
          ? { setupRequest: (outgoing: autocannon.Request) => ({ ...outgoing, body: JSON.stringify(body()) }) }
          : {}),
      },
    ],
  });
  const cpuAfter = pid === undefined ? null : cpuTimeMs(pid);
  const cpuMicrosPerRequest =
    cpuBefore === null || cpuAfter === null || result.requests.total === 0
      ? null
      : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMicrosPerRequest,
  };
}

/**
 * 100 connections for `seconds`, alternating the bare server and the app (bare, app, bare, app…), so
 * that both see the machine in the same state; the figure is the app's mean req/s over the bare one's.
 */
export async function measureThroughput(
  app: Target,
  load: LoadCase,
  options: { seconds: number; rounds: number; workDir: string },
  report: Report,
): Promise<string> {
  const answerFile = join(options.workDir, `bare-answer-${load.method.toLowerCase()}.json`);
  await writeFile(answerFile, JSON.stringify(await capture(app.url, load)));
  const bare = await startBare(answerFile);
  const rounds: Round[] = [];
  try {
    for (let round = 0; round < options.rounds; round++) {
      rounds.push({ server: 'bare', ...(await fire(bare, load, options.seconds)) });
      rounds.push({ server: 'app', ...(await fire(app, load, options.seconds)) });
    }
  } finally {
    await bare.stop();
  }
  const appRounds = rounds.filter((round) => round.server === 'app');
  const bareRounds = rounds.filter((round) => round.server === 'bare');
  const appRate = mean(appRounds.map((round) => round.requestsPerSecond));
  const bareRate = mean(bareRounds.map((round) => round.requestsPerSecond));
  const appP99 = Math.max(...appRounds.map((round) => round.p99));
  const failures = appRounds.reduce((sum, round) => sum + round.non2xx + round.errors, 0);
  const name = `${load.method} ${load.label}, 100 connections`;
  const ratio = appRate / bareRate;
  const measured = `${format(ratio)}× (${format(appRate)} / ${format(bareRate)} req/s)`;
  if (load.minRatio === undefined) report.add({ name: `${name}: app/bare req/s`, measured, target: '', pass: null });
  else report.atLeast(`${name}: app/bare req/s`, ratio, load.minRatio, '×', measured);
  if (load.maxP99Ms !== undefined) report.below(`${name}: app p99`, appP99, load.maxP99Ms, 'ms');
  const appCpu = appRounds.map((round) => round.cpuMicrosPerRequest);
  const bareCpu = bareRounds.map((round) => round.cpuMicrosPerRequest);
  if (appCpu.some((micros) => micros === null))
    report.problem(`${name}: app CPU per request`, new Error(`/proc/${app.pid}/stat could not be read`));
  else {
    const cpu = mean(appCpu as number[]);
    const bare = bareCpu.every((micros) => micros !== null) ? ` (bare ${format(mean(bareCpu as number[]))} µs)` : '';
    const measuredCpu = `${format(cpu)} µs${bare}`;
    if (load.maxCpuMicros === undefined)
      report.add({ name: `${name}: app CPU per request`, measured: measuredCpu, target: '', pass: null });
    else report.atMost(`${name}: app CPU per request`, cpu, load.maxCpuMicros, 'µs', measuredCpu);
  }
  if (failures > 0) report.problem(`${name}: answers`, new Error(`${failures} answers were not 2xx or failed`));
  return table(
    ['Load', 'Round', 'Server', 'req/s', 'p99 ms', 'CPU µs/req', 'non-2xx', 'errors'],
    rounds.map((round, index) => [
      `${load.method} ${load.label}`,
      String(Math.floor(index / 2) + 1),
      round.server,
      format(round.requestsPerSecond),
      format(round.p99),
      round.cpuMicrosPerRequest === null ? '–' : format(round.cpuMicrosPerRequest),
      String(round.non2xx),
      String(round.errors),
    ]),
  );
}
