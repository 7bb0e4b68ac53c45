/**
 * The longest input parse() and resolve() accept, in UTF-16 code units (16 Mi). Every parser's
 * memory grows linearly with the input, Peggy's own (production trees, runtime overlays) by about
 * 85 bytes per code unit (measured: a 10 MB input peaked near 850 MB RSS), so an unbounded input
 * could exhaust the machine; beyond this length the result is a clear "input-too-long" error.
 * No parser recursion grows with the input (repetitions are loops), so there is no depth limit.
 */
export const MAX_INPUT_LENGTH = 16 * 1024 * 1024;
