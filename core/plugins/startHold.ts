/** The longest a place may hold the starts its points trigger. */
export const START_HOLD_MAX_MS = 1_000;

/**
 * Holding the starts that showing triggers (plugins that start on first use): a place about to
 * paint what matters most, a conversation's newest messages, asks the add-ons its points would
 * start to wait until it has painted (at most START_HOLD_MAX_MS), so their code does not compete
 * with it for the main thread. Running a command never waits.
 */
export class StartHold {
  private current: Promise<void> | null = null;

  hold(until: Promise<unknown>, maxMs = START_HOLD_MAX_MS): void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const released = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, Math.min(maxMs, START_HOLD_MAX_MS));
      until.then(
        () => resolve(),
        () => resolve(),
      );
    }).finally(() => clearTimeout(timer));
    this.current = released;
    // Registered before any waiter's: by the time they look, this hold is over.
    void released.then(() => {
      if (this.current === released) this.current = null;
    });
  }

  /** Runs `start` now, or once no hold is on (a newer hold is waited for too). */
  after(start: () => void): void {
    const held = this.current;
    if (!held) return start();
    void held.then(() => this.after(start));
  }
}
