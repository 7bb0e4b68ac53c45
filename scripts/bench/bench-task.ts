/**
 * What a benchmark task is: a name, what it does, whose code runs, which corpus it runs over, and
 * a run over a whole list of inputs that returns a checksum (so the engine cannot drop the work).
 * Every module that builds or runs tasks imports this one; it imports none of them.
 */
import { BENCH_BASE } from "./corpus.js";
import { REAL_PAGES_BASE } from "./real-pages-corpus.js";

/**
 * What a task does, so that ratios compare like with like: "parse" tasks against the peers'
 * parse, "resolve" tasks against the peers' resolve. `new URL(input, base)` (Node's and
 * whatwg-url's) parses and resolves in one step, so it is "parse+resolve": the reference for
 * resolve, and for parse where a peer has no parse of its own. Node's parse is `URL.parse(input)`
 * with no base (a relative input fails, as it does for a parse).
 */
export type TaskKind = "parse" | "resolve" | "parse+resolve" | "grammar";

/** Which corpus a task runs over, and so which base its resolve uses. */
export type BenchCorpus = "synthetic" | "real-pages";

/** What is appended to the name of a task on the real-pages corpus. */
export const REAL_PAGES_SUFFIX = " (real pages)";

export interface BenchTask {
  readonly name: string;
  readonly kind: TaskKind;
  /** Whose code runs: webaddr's own, or a peer's. */
  readonly owner: "webaddr" | "peer";
  readonly corpus: BenchCorpus;
  run(inputs: readonly string[]): number;
}

/** The base a task on the corpus resolves against. */
export function baseOf(corpus: BenchCorpus): string {
  return corpus === "real-pages" ? REAL_PAGES_BASE : BENCH_BASE;
}

/** What is appended to the name of a task on the corpus. */
export function suffixOf(corpus: BenchCorpus): string {
  return corpus === "real-pages" ? REAL_PAGES_SUFFIX : "";
}
