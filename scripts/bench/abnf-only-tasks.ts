/**
 * html5-2009 written as ABNF only: grammar/html5-2009.abnf given as an .abnf overlay with no
 * .peggy beside it, as a spec editor gives one (docs/workbench.md, "4. Making it fast: the `.peggy`"). Three
 * rows: the .peggy the workbench derives and checks (the parser such a variant runs), the same
 * with ParseSuccess.ambiguity read on every input (the ABNF's general parser counts the readings),
 * and the ABNF's own preferred parse (what runs when no .peggy can be derived, WEBADDR_DERIVE=0).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { webaddr, workbench } from "./library.js";
import type { BenchTask } from "./bench-task.js";
import { webaddrParse } from "./webaddr-tasks.js";

export const ABNF_ONLY_DERIVED = "webaddr parse html5-2009 as ABNF only (the derived .peggy)";
const ABNF_ONLY_AMBIGUITY = "webaddr parse html5-2009 as ABNF only, ambiguity read";
const ABNF_ONLY_OWN = "webaddr parse html5-2009 as ABNF only (the ABNF's preferred parse)";

/** The goal for the derived row, in inputs per second (an absolute figure, unlike the ratios). */
export const ABNF_ONLY_GOAL = 50_000;

const HTML5_ABNF = fileURLToPath(new URL("../../grammar/html5-2009.abnf", import.meta.url));

export function abnfOnlyTasks(): BenchTask[] {
  // The overlay is read from a name of its own, so that it is not paired with grammar/html5-2009.peggy.
  const overlay = "/bench/html5-2009-as-abnf-only.abnf";
  const text = readFileSync(HTML5_ABNF, "utf8");
  const files = { readFile: (p: string) => (p === overlay ? text : readFileSync(p, "utf8")), exists: (p: string) => p === overlay };
  const spec = { base: "html5-2009", overlays: [overlay] };
  const derived = workbench.buildCheckedRuntimeVariant(spec, { ...files, verdicts: workbench.diskVerdicts });
  const own = workbench.buildRuntimeVariant(spec, files);
  if (!derived.ok || !own.ok) throw new Error("bench: html5-2009 as ABNF only does not build");
  if (derived.variant.workbench.parsedBy !== "derived") {
    throw new Error(`bench: no .peggy was derived for html5-2009 as ABNF only: ${derived.variant.workbench.warnings.map((w) => w.message).join("; ")}`);
  }
  const ambiguity: BenchTask = {
    name: ABNF_ONLY_AMBIGUITY,
    kind: "parse",
    owner: "webaddr",
    corpus: "synthetic",
    run(inputs) {
      let sum = 0;
      for (const input of inputs) {
        const r = webaddr.parse(input, { variant: derived.variant });
        sum += r.ok ? r.components.path.length + (r.ambiguity?.parses ?? 0) : r.error.offset;
      }
      return sum;
    },
  };
  return [webaddrParse(derived.variant, "synthetic", webaddr, ABNF_ONLY_DERIVED), ambiguity, webaddrParse(own.variant, "synthetic", webaddr, ABNF_ONLY_OWN)];
}
