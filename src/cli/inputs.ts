import type { Readable } from "node:stream";
import { readInputLines, type InputLine } from "./input-lines.js";
import { UsageError } from "./usage-error.js";

/**
 * The inputs of a command: the URLs on the command line, or with none, the lines of --file
 * (or "-" for standard input), or standard input when it is not a terminal. Ends early when
 * stop is aborted (standard output closed: nobody reads the results).
 */
export async function* commandInputs(
  urls: readonly string[],
  file: string | undefined,
  stdin: Readable & { isTTY?: boolean },
  stop?: AbortSignal,
  drained?: () => Promise<void> | undefined,
): AsyncGenerator<InputLine> {
  if (urls.length > 0 && file !== undefined) throw new UsageError("give URLs or --file, not both");
  if (urls.length > 0) {
    let n = 0;
    for (const text of urls) {
      if (stop?.aborted === true) return;
      yield { ok: true, lineNumber: ++n, text };
    }
    return;
  }
  if (file === undefined && stdin.isTTY) throw new UsageError("no URL given (give URLs, --file FILE, or pipe one URL per line)");
  yield* readInputLines(file === undefined || file === "-" ? stdin : file, stop, drained);
}

export function isBatch(urls: readonly string[]): boolean {
  return urls.length === 0;
}
