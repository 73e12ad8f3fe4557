import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/** An answer as the backend sent it: status, headers in their order and the body's bytes. */
export interface CapturedAnswer {
  status: number;
  headers: [string, string][];
  bodyBase64: string;
}

/**
 * The baseline: a bare node:http server that reads each request whole and answers the captured
 * bytes, doing nothing else. Run as its own process (like the backend), given the captured answer's
 * file; it prints its port.
 */
function serve(answer: CapturedAnswer): void {
  const body = Buffer.from(answer.bodyBase64, 'base64');
  const server = createServer((request, response) => {
    request.on('data', () => undefined);
    request.on('end', () => {
      response.writeHead(answer.status, [...answer.headers.flat(), 'content-length', String(body.length)]);
      response.end(body);
    });
  });
  server.keepAliveTimeout = 72_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (typeof address === 'object' && address) process.stdout.write(`listening ${address.port}\n`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

if (require.main === module) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: bare-server.ts <captured-answer.json>');
  serve(JSON.parse(readFileSync(file, 'utf8')) as CapturedAnswer);
}
