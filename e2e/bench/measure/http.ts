import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** One connection kept open, as a browser keeps one: the figures are the server's, not TCP set-up. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

export interface TimedAnswer {
  status: number;
  ms: number;
  /** Body bytes as sent (compressed when the server compressed them). */
  wireBytes: number;
  /** Body bytes once decompressed. */
  bytes: number;
  encoding: string | null;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request as the dashboard makes it (JSON, compressed answers accepted), timed from sending to the last byte. */
export function timedRequest(
  url: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<TimedAnswer> {
  const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const outgoing = request(
      url,
      {
        agent,
        method: options.method ?? 'GET',
        headers: {
          accept: 'application/json',
          'accept-encoding': 'br, gzip',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          const wire = Buffer.concat(chunks);
          const encoding = (answer.headers['content-encoding'] as string | undefined) ?? null;
          const body = encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'gzip' ? gunzipSync(wire) : wire;
          resolve({
            status: answer.statusCode ?? 0,
            ms,
            wireBytes: wire.length,
            bytes: body.length,
            encoding,
            headers: answer.headers,
            body,
          });
        });
      },
    );
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`${url}: no answer in 30 s`)));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** The JSON of an answer that must be 2xx; otherwise the request, status and body, for the report. */
export async function jsonCall<T>(
  baseUrl: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const answer = await timedRequest(`${baseUrl}${path}`, { method, token, body });
  const text = answer.body.toString('utf8');
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${method} ${path} → ${answer.status} ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

export function closeConnections(): void {
  agent.destroy();
}
