/**
 * The corpora the page carries (a chunk loaded when one is chosen, not with the first paint):
 * web-platform-tests' urltestdata.json (test/fixtures/wpt/, BSD-3-Clause, source and notice in
 * test/fixtures/README.md) read as `webaddr compare urltestdata.json` reads it (and
 * scripts/report-variants.ts for docs/variants.md) — each case's input and base (null: parsed
 * only; none: the page's base, as compare's --base) — and the page's own examples (examples.ts:
 * the specs' examples and the known discrepancies), each with its base when it names one.
 */
import type { CompareInput, CompareInputProblem } from "../compare/compare-types.js";
import { compareInputsOfText } from "../compare/text-inputs.js";
import { decodeEscapes } from "./escaped-input.js";
import { EXAMPLES } from "./examples.js";
import type { BundledCorpusName } from "./page-state.js";

/** An example's field as text: an escaped one decoded (escaped-input.ts). */
function fieldText(text: string, escaped: boolean | undefined): string | undefined {
  if (escaped !== true) return text;
  const decoded = decodeEscapes(text);
  return decoded.ok ? decoded.text : undefined;
}

export function exampleInputs(): CompareInput[] {
  const inputs: CompareInput[] = [];
  for (const { state } of EXAMPLES) {
    const input = state.url === undefined ? undefined : fieldText(state.url, state.escaped);
    if (input === undefined) continue;
    const base = state.base === undefined ? undefined : fieldText(state.base, state.escaped);
    inputs.push(base === undefined ? { input } : { input, base });
  }
  return inputs;
}

/**
 * A bundled corpus's inputs. urltestdata.json is a chunk of its own, loaded when chosen; the page
 * build (scripts/build-web.ts) resolves its module name to the test fixture, so that the page
 * and the tests read one file and src/ imports nothing from test/.
 */
export async function bundledCorpus(name: BundledCorpusName): Promise<(CompareInput | CompareInputProblem)[]> {
  if (name === "spec-examples") return exampleInputs();
  const module = await import("webaddr-bundled:wpt-urltestdata", { with: { type: "text" } });
  return compareInputsOfText(module.default, "json");
}
