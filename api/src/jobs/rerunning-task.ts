/**
 * Work that runs one at a time and never misses a request: asked while it runs, it runs once
 * more when that run ends, however many times it was asked meanwhile. What changed during a run
 * is then seen by the next one, and runs never overlap. A failure goes to `failed`; `run` never
 * throws and never rejects, so callers can fire it from timers and event handlers.
 */
export class RerunningTask {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly failed: (error: unknown) => void,
  ) {}

  /** Starts a run, or has the current one followed by another. */
  run(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.work()
      .catch(this.failed)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.run();
        }
      });
  }

  /** Waits until no run is under way, those asked for meanwhile included. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }
}
