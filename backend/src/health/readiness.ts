import { Injectable } from '@nestjs/common';

/**
 * Whether this instance takes new work. A stopping instance first turns its readiness probe to 503 and keeps
 * serving while the load balancer notices (SHUTDOWN_DRAIN_MS), so no request is sent to a closed port.
 */
@Injectable()
export class Readiness {
  private draining = false;

  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }
}
