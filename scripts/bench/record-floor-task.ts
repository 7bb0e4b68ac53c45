/**
 * A floor under `parse html5-2009`, measured in the same rounds as it and as Node's `URL.parse`,
 * on each corpus: what any implementation of the public contract must do, whatever its parser
 * (the parse goal is set against Node's whole call). It is the result record alone — what
 * parse() returns: the result, its ten components as substrings, their spans as pairs, the
 * productions — built from offsets found before the run, with no grammar at all. The contract
 * (README.md, "The library") makes it plain data, built when parse() returns; what Node's time
 * leaves after it is what a grammar would have to run in for the goal to be met.
 */
import type { URLComponents, URLSpans } from "../../src/parse/components.js";
import type { ParseResult } from "../../src/parse/parse-result.js";
import { webaddr } from "./library.js";
import type { BenchCorpus, BenchTask } from "./bench-task.js";

const NAMES = ["scheme", "authority", "userinfo", "host", "port", "hostport", "path", "query", "fragment", "hostSpecific"] as const;

/** One input's parse() result as offsets: [start, end] of each of NAMES (-1 where absent), then what it returned. */
interface Offsets {
  readonly input: string;
  readonly at: Int32Array;
  readonly result: ParseResult;
}

export function offsetsOf(input: string): Offsets {
  const result = webaddr.parse(input, { variant: "html5-2009" });
  const at = new Int32Array(2 * NAMES.length).fill(-1);
  if (result.ok) {
    NAMES.forEach((name, i) => {
      const span = result.spans?.[name];
      if (span !== undefined) [at[2 * i], at[2 * i + 1]] = span;
    });
  }
  return { input, at, result };
}

function text(input: string, at: Int32Array, i: number): string | undefined {
  const start = at[2 * i]!;
  return start < 0 ? undefined : input.slice(start, at[2 * i + 1]);
}

function span(at: Int32Array, i: number): [number, number] | undefined {
  const start = at[2 * i]!;
  return start < 0 ? undefined : [start, at[2 * i + 1]!];
}

/**
 * What parse() builds once its grammar has matched: the same objects, the same substrings. (A
 * failure gets the error parse() made: the floor builds no more than parse() does.)
 */
export function record(o: Offsets): ParseResult {
  const { input, at, result } = o;
  if (!result.ok) return { ok: false, variant: "html5-2009", input, error: result.error };
  const components: URLComponents = {
    scheme: text(input, at, 0),
    authority: text(input, at, 1),
    userinfo: text(input, at, 2),
    host: text(input, at, 3),
    port: text(input, at, 4),
    hostport: text(input, at, 5),
    path: text(input, at, 6)!,
    query: text(input, at, 7),
    fragment: text(input, at, 8),
    hostSpecific: text(input, at, 9)!,
  };
  const spans: URLSpans = {
    scheme: span(at, 0),
    authority: span(at, 1),
    userinfo: span(at, 2),
    host: span(at, 3),
    port: span(at, 4),
    hostport: span(at, 5),
    path: span(at, 6)!,
    query: span(at, 7),
    fragment: span(at, 8),
    hostSpecific: span(at, 9)!,
  };
  return { ok: true, variant: "html5-2009", input, components, spans, productions: { path: result.productions.path, host: result.productions.host } };
}

/** The offsets of each corpus, found on the task's first run (a warm-up round) and kept. */
const prepared = new WeakMap<readonly string[], readonly Offsets[]>();

function offsetsFor(inputs: readonly string[]): readonly Offsets[] {
  let list = prepared.get(inputs);
  if (list === undefined) {
    list = inputs.map(offsetsOf);
    prepared.set(inputs, list);
  }
  return list;
}

export const RECORD_FLOOR = "parse html5-2009's result record alone, from offsets found before the run (no grammar)";

export function recordFloorTask(corpus: BenchCorpus, suffix: string): BenchTask {
  return {
    name: `${RECORD_FLOOR}${suffix}`,
    kind: "parse",
    owner: "webaddr",
    corpus,
    run(inputs) {
      const list = offsetsFor(inputs);
      let sum = 0;
      for (let i = 0; i < list.length; i++) {
        const r = record(list[i]!);
        sum += r.ok ? r.components.path.length : r.error.offset;
      }
      return sum;
    },
  };
}
