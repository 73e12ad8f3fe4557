import { readFileSync } from 'node:fs';

/** Samples a process's resident memory (VmRSS) every `intervalMs` until stopped; keeps the maximum. */
export class RssSampler {
  private maxKb = 0;
  private samples = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pid: number,
    intervalMs = 200,
  ) {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
    // Never keeps the bench alive by itself.
    this.timer.unref();
  }

  private sample(): void {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${this.pid}/status`, 'utf8'));
      if (match) {
        this.maxKb = Math.max(this.maxKb, Number(match[1]));
        this.samples += 1;
      }
    } catch {
      // the process has ended
    }
  }

  stop(): { maxMb: number; samples: number } {
    clearInterval(this.timer);
    this.sample();
    return { maxMb: this.maxKb / 1024, samples: this.samples };
  }
}
