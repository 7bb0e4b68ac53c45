/**
 * webaddr's parse and resolve as benchmark tasks, of any build: the benchmark's rows (tasks.ts),
 * the ABNF-only rows (abnf-only-tasks.ts) and compare-builds.ts, which passes other builds with
 * names of their own.
 */
import type { VariantDescriptor } from "../../src/variants/variant.js";
import { baseOf, suffixOf, type BenchCorpus, type BenchTask } from "./bench-task.js";
import { webaddr } from "./library.js";
import type { VariantName } from "../../src/variants/parsing.js";

/** webaddr's parse (of lib); variant an id or a variant value. */
export function webaddrParse(variant: VariantName | VariantDescriptor, corpus: BenchCorpus, lib = webaddr, name = `webaddr parse ${String(variant)}${suffixOf(corpus)}`): BenchTask {
  const { parse } = lib;
  return {
    name,
    kind: "parse",
    owner: "webaddr",
    corpus,
    run(inputs) {
      let sum = 0;
      for (const input of inputs) {
        const r = parse(input, { variant });
        sum += r.ok ? r.components.path.length : r.error.offset;
      }
      return sum;
    },
  };
}

/** webaddr's resolve (of lib) against the corpus's base. */
export function webaddrResolve(
  variant: VariantName,
  encoding: string,
  corpus: BenchCorpus,
  lib = webaddr,
  name = `webaddr resolve ${variant}${variant === "html5-2009" ? ` ${encoding}` : ""}${suffixOf(corpus)}`,
): BenchTask {
  const { resolve } = lib;
  const base = baseOf(corpus);
  return {
    name,
    kind: "resolve",
    owner: "webaddr",
    corpus,
    run(inputs) {
      let sum = 0;
      for (const input of inputs) {
        const r = resolve(input, base, { variant, encoding });
        sum += r.ok ? r.href.length : 1;
      }
      return sum;
    },
  };
}
