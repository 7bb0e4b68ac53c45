/**
 * The longest input parse() and resolve() accept, in UTF-16 code units (16 Mi). Every parser's
 * memory grows linearly with the input, and the whole production tree the trace parsers build
 * (productionTree, `--tree`, the workbench, the page) by about 170 bytes per code unit (measured:
 * productionTree of a 10 MB input peaked at 1.8 GB RSS, where parse() of it stays near 60 MB), so
 * an unbounded input could exhaust the machine; beyond this length the result is a clear
 * "input-too-long" error. No parser recursion grows with the input (repetitions are loops), so
 * there is no depth limit.
 */
export const MAX_INPUT_LENGTH = 16 * 1024 * 1024;
