import { connect } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { portOpen } from './port-open';
import { supervise, type SupervisedProcess } from './supervised-process';

export interface Balancer extends SupervisedProcess {
  /** Each instance's state as HAProxy sees it (UP, DOWN, "UP 1/2", …), by server name (s1, s2, …). */
  serverStates(): Promise<Record<string, string>>;
}

/** docker/haproxy.cfg, the production balancer's configuration. */
const PRODUCTION_CONFIG = join(__dirname, '..', '..', '..', 'docker', 'haproxy.cfg');

/**
 * HAProxy with the production configuration (docker/haproxy.cfg), on 127.0.0.1:port, with the instances' ports in
 * place of its DNS-discovered servers and a stats socket for the tests to read each instance's state.
 */
export async function haproxy(dir: string, port: number, instancePorts: number[]): Promise<Balancer> {
  const config = join(dir, 'haproxy.cfg');
  const socket = join(dir, 'haproxy.sock');
  const production = await readFile(PRODUCTION_CONFIG, 'utf8');
  const servers = instancePorts.map((instancePort, index) => `  server s${index + 1} 127.0.0.1:${instancePort} check`);
  const local = production
    .replace(/^global$/m, `global\n  stats socket ${socket} mode 600 level admin`)
    .replace(/^resolvers docker\n(?: {2}.*\n)*/m, '')
    .replace(/^ {2}bind :8080$/m, `  bind 127.0.0.1:${port}`)
    .replace(/^ {2}server-template .*$/m, servers.join('\n'));
  if (/^\s*server-template/m.test(local) || !local.includes(`127.0.0.1:${port}`) || local.includes('resolvers docker'))
    throw new Error(`docker/haproxy.cfg changed shape: adapt e2e/support/fleet/haproxy.ts to it`);
  await writeFile(config, local);
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
