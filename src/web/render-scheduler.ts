/**
 * When the results are drawn: at once, or once typing pauses. Drawing a long input's results
 * takes longer than the gap between two keystrokes, so drawing at each one queues them up and
 * freezes the page; waiting for a pause draws once, for the text as it stands then. One job at a
 * time: a job scheduled replaces the one waiting.
 */

export interface RenderScheduler {
  /** Runs job after delayMs without another call, dropping any job waiting. */
  afterPause(job: () => void, delayMs: number): void;
  /** Runs job now, dropping any job waiting (its work is part of this one). */
  now(job: () => void): void;
  /** Whether a job is waiting. */
  readonly pending: boolean;
}

export function renderScheduler(): RenderScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    afterPause(job, delayMs) {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        job();
      }, delayMs);
    },
    now(job) {
      cancel();
      job();
    },
    get pending() {
      return timer !== undefined;
    },
  };
}
