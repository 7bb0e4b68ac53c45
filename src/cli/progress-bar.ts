/**
 * A progress bar on standard error for long batch runs: drawn only when standard error is a
 * terminal and the run has already taken more than a second (short runs and pipes see nothing),
 * redrawn at most ten times a second, erased at the end.
 */
import type { CommandContext } from "./command.js";

interface ProgressOptions {
  /** Total bytes of the input, when known (a file): the bar shows a percentage. */
  readonly totalBytes?: number;
  /** The clock, in milliseconds (tests give their own). */
  readonly now?: () => number;
}

/** How long a run must take before the bar appears, and how often it is redrawn (ms). */
const DELAY = 1000;
const REDRAW_INTERVAL = 100;
const ERASE_LINE = "\r\u001b[K";

export class ProgressBar {
  readonly #terminal: CommandContext["stderr"];
  readonly #totalBytes: number | undefined;
  readonly #now: () => number;
  readonly #start: number;
  #lastDraw = -Infinity;
  #shown = false;

  constructor(terminal: CommandContext["stderr"], options: ProgressOptions = {}) {
    // Only on a terminal: a pipe or a file gets no progress at all.
    this.#terminal = terminal?.isTTY === true ? terminal : undefined;
    this.#totalBytes = options.totalBytes;
    this.#now = options.now ?? (() => performance.now());
    this.#start = this.#now();
  }

  /** Whether the bar is on the screen now. */
  get shown(): boolean {
    return this.#shown;
  }

  /** Reports progress: inputs done and bytes of input read so far. */
  update(inputs: number, bytes: number): void {
    if (this.#terminal === undefined) return;
    const now = this.#now();
    const elapsed = now - this.#start;
    if (elapsed <= DELAY || now - this.#lastDraw < REDRAW_INTERVAL) return;
    this.#lastDraw = now;
    this.#terminal.write(ERASE_LINE + this.#line(inputs, bytes, elapsed));
    this.#shown = true;
  }

  #line(inputs: number, bytes: number, elapsed: number): string {
    const seconds = elapsed / 1000;
    const rate = `${Math.round(inputs / Math.max(seconds, 0.001))}/s`;
    const counts = `${inputs} inputs  ${seconds.toFixed(1)} s  ${rate}`;
    if (this.#totalBytes === undefined || this.#totalBytes <= 0) return counts;
    const fraction = Math.min(1, bytes / this.#totalBytes);
    const width = Math.max(10, Math.min(40, (this.#terminal?.columns ?? 80) - counts.length - 10));
    const filled = Math.round(fraction * width);
    return `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${String(Math.floor(fraction * 100)).padStart(3)}%  ${counts}`;
  }

  /** Erases the bar (before other output to the terminal, and at the end). */
  clear(): void {
    if (!this.#shown) return;
    this.#terminal?.write(ERASE_LINE);
    this.#shown = false;
  }
}
