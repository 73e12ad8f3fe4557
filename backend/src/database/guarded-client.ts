import { Client, type ClientConfig } from 'pg';

/**
 * A pg Client that never lets a connection error go unheard. pg emits 'error' on a client whose server
 * went away while no query runs on it; the pool and TypeORM each listen while they hold the client, but
 * a server that shuts down can send its last message in the same packet as the answer that hands the
 * client from one to the other, and an 'error' event nobody listens to kills the process. The failure
 * itself still reaches whoever holds the client (its query fails, the pool drops it).
 */
export class GuardedClient extends Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}
