/**
 * How many generated inputs a check runs. `npm test` runs each check's short count, enough to
 * reach every rule and both outcomes the check asserts on; `npm run test:long` (WEBADDR_LONG_RUNS=1,
 * which .ci/run runs after `npm test`) runs the long count, the same check over many more inputs.
 * Every check that has a long count says both in its test file.
 */
export const LONG_RUNS = process.env.WEBADDR_LONG_RUNS === "1";

/** short under `npm test`, long under `npm run test:long`. */
export function runCount(short: number, long: number): number {
  return LONG_RUNS ? long : short;
}
