/**
 * What a local polling loop sleeps on: a wait of at most `ms` that a {@link WakeSignal.wake} ends
 * early. The loop calls {@link WakeSignal.clear} before it looks; a wake that comes while it looks is
 * kept, so the next wait returns at once and no change is missed.
 */
export class WakeSignal {
  private woken = false;
  private wakeUp: (() => void) | undefined;

  /** There may be work: ends a running wait, or the next one. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** The loop is about to look: wakes from now on count. */
  clear(): void {
    this.woken = false;
  }

  /** Waits `ms`, less if woken meanwhile, not at all if woken since the last {@link WakeSignal.clear}. */
  wait(ms: number): Promise<void> {
    if (this.woken) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }
}
