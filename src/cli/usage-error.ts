/** A command line that cannot be run as given: the CLI prints the message and exits with status 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

export const EXIT_OK = 0;
/** Some input failed (did not parse, did not resolve…). */
export const EXIT_INPUT_FAILED = 1;
export const EXIT_USAGE = 2;
/** A bug: an exception no command expected (reported with its stack). */
export const EXIT_INTERNAL = 70;
