/**
 * A command line that cannot be run as given: the CLI prints the message on one line and exits
 * with status 2. showUsage: the command line's shape is wrong (an unknown option, a missing
 * argument, two that exclude each other), so the command's one-line synopsis follows it, and
 * where to read the rest; a value that cannot be used (a file, a base URL, an encoding) is the
 * message alone.
 */
export class UsageError extends Error {
  override readonly name = "UsageError";
  readonly showUsage: boolean;
  constructor(message: string, options: { readonly showUsage?: boolean } = {}) {
    super(message);
    this.showUsage = options.showUsage === true;
  }
}

export const EXIT_OK = 0;
/** Some input failed (did not parse, did not resolve…). */
export const EXIT_INPUT_FAILED = 1;
export const EXIT_USAGE = 2;
/** A bug: an exception no command expected (reported with its stack). */
export const EXIT_INTERNAL = 70;
