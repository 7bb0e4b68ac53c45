/**
 * The longest input parse() and resolve() accept, in UTF-16 code units (16 Mi). The grammar
 * parsers' memory grows linearly with the input (about 85 bytes per code unit for the stock
 * Peggy parsers, measured: a 10 MB input peaks near 850 MB RSS), so an unbounded input could
 * exhaust the machine; beyond this length the result is a clear "input-too-long" error instead.
 * No parser recursion grows with the input (repetitions are loops), so there is no depth limit.
 */
export const MAX_INPUT_LENGTH = 16 * 1024 * 1024;
