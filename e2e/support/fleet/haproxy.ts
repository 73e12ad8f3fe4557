import { connect } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { portOpen } from './port-open';
import { supervise, type SupervisedProcess } from './supervised-process';

export interface Balancer extends SupervisedProcess {
  /** Each instance's state as HAProxy sees it (UP, DOWN, "UP 1/2", …), by server name (s1, s2, …). */
  serverStates(): Promise<Record<string, string>>;
}

/**
 * HAProxy as in docker/haproxy.cfg: round robin over the instances, each checked on the readiness route every
 * 500 ms (2 failures: out, 2 successes: back in). A request whose connection could not be made is sent to
 * another instance; an idempotent one whose instance died before answering is tried again elsewhere.
 */
export async function haproxy(dir: string, port: number, instancePorts: number[]): Promise<Balancer> {
  const config = join(dir, 'haproxy.cfg');
  const socket = join(dir, 'haproxy.sock');
  await writeFile(
    config,
    [
      'global',
      `  stats socket ${socket} mode 600 level admin`,
      '  maxconn 4000',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout http-keep-alive 10s',
      '  retries 3',
      '  option redispatch 1',
      '  retry-on conn-failure empty-response response-timeout',
      'frontend web',
      `  bind 127.0.0.1:${port}`,
      '  option forwardfor',
      '  http-request disable-l7-retry unless METH_GET || METH_HEAD',
      '  default_backend servisi',
      'backend servisi',
      '  balance roundrobin',
      '  option httpchk GET /api/health',
      '  http-check expect status 200',
      '  default-server inter 500ms fall 2 rise 2',
      ...instancePorts.map((instancePort, index) => `  server s${index + 1} 127.0.0.1:${instancePort} check`),
    ].join('\n') + '\n',
  );
  const process = supervise('haproxy', ['-f', config, '-db'], {}, () => portOpen(port));
  return {
    ...process,
    serverStates: async () => {
      const csv = await askSocket(socket, 'show stat\n');
      const states: Record<string, string> = {};
      for (const line of csv.split('\n')) {
        const [proxy, server, ...fields] = line.split(',');
        if (proxy === 'servisi' && server && server !== 'BACKEND') states[server] = fields[15] ?? '';
      }
      return states;
    },
  };
}

function askSocket(path: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(path, () => socket.end(command));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.once('end', () => resolve(answer));
    socket.once('error', reject);
  });
}
