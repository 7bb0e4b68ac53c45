/**
 * The one way a runtime variant with .abnf overlays is built (docs/workbench.md, "Which parser
 * runs"): the ABNF is the meaning, and a .peggy parses only once it passed the PEG ≡ ABNF check
 * (check-equivalence.ts) against it.
 *   - A .peggy beside every .abnf overlay (the user's own): checked; when the check finds a
 *     disagreement, the ABNF's preferred parse runs instead, and a warning names the first one
 *     (shrunk: its shortest input, and what each side did).
 *   - An .abnf overlay alone: the workbench derives the .peggy itself (derive-peggy.ts: the Peggy
 *     transcription, checked on generated and aimed inputs, ordered choices reordered as the
 *     check's causes ask) and parses with it only when the check finds no disagreement; otherwise
 *     a warning says which rules it could not derive, and the ABNF's preferred parse runs.
 * Verdicts go to a VerdictStore under everything they read: on disk between runs for the CLI
 * (derivation-cache.ts, by a hash), in memory in the page.
 *
 * Either way ParseSuccess.ambiguity is the ABNF's verdict (abnf-parser-adapter.ts), worked out
 * when read. CheckedVariantOptions.derive false (the CLI: WEBADDR_DERIVE=0 in the environment;
 * the page, where deriving would hold up typing) runs the ABNF without deriving; it does not skip
 * the check of a .peggy given beside an .abnf.
 */
import { readFileSync } from "node:fs";
import { readProjectAbnfSources } from "../abnf/abnf-sources.js";
import type { GrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import { readProjectGrammarFiles } from "../grammar/grammar-files.js";
import type { GrammarNode } from "../grammar/grammar-node.js";
import type { GrammarVariant } from "../variants/variant.js";
import type { AbnfOracle } from "../abnf/abnf-oracle.js";
import { abnfAmbiguityCheck, isAbnfCompiledGrammar } from "./abnf-parser-adapter.js";
import type { DerivationRecord, VerdictStore } from "./derivation-cache.js";
import { derivePeggy } from "./derive-peggy.js";
import { checkEquivalence, compareOnInput, type Disagreement } from "./check-equivalence.js";
import { buildRuntimeVariant, type BuildVariantOptions, type BuildVariantResult, type WorkbenchVariant } from "./runtime-variant.js";
import { unreachableRulesWarning } from "./unreachable-rules.js";
import { oracleForVariant } from "./variant-oracle.js";
import { otherHalf, type RuntimeVariantSpec } from "./variant-spec.js";

/**
 * The check a .peggy must pass: grammar check's and grammar derive's defaults, so that all give
 * one verdict. A user's .peggy is checked for at most PEGGY_CHECK_MS of generated inputs; the
 * verdict says how many it checked.
 */
const CHECK = { count: 10_000, seed: 2009 } as const;
const PEGGY_CHECK_MS = 20_000;

/** Verdicts kept for the life of the store (the page and its workers: no file system there). */
export function memoryVerdicts(): VerdictStore {
  const kept = new Map<string, DerivationRecord>();
  const key = (parts: readonly string[]): string => parts.map((p) => `${p.length}:${p}`).join("");
  return { read: (parts) => kept.get(key(parts)), write: (parts, record) => void kept.set(key(parts), record) };
}

export interface CheckedVariantOptions extends BuildVariantOptions {
  /** Where verdicts are kept. */
  readonly verdicts: VerdictStore;
  /** Whether to derive a .peggy for an .abnf overlay alone (default true; false: the ABNF parses it). */
  readonly derive?: boolean;
}

/** A warning about a file, or (source undefined) about the variant as a whole: then labelled with the variant's id. */
function withWarning(variant: WorkbenchVariant, source: string | undefined, message: string): BuildVariantResult {
  const warning: GrammarDiagnostic = { severity: "warning", source: source ?? variant.id, message };
  return { ok: true, variant: { ...variant, workbench: { ...variant.workbench, warnings: [...variant.workbench.warnings, warning] } } };
}

function derivationOf(base: string, abnfPath: string, abnfText: string): DerivationRecord {
  const result = derivePeggy(base, abnfPath, abnfText, CHECK);
  if (!result.ok) return { passes: false, ...CHECK, inputs: CHECK.count, reordered: [], reasons: result.errors.map((e) => e.message) };
  const reasons = [
    ...result.compileCauses,
    ...[...new Map(result.remaining.map((g) => [g.rule ?? "", g.cause])).values()],
  ];
  return { ...(result.passes ? { peggy: result.text } : {}), passes: result.passes, inputs: result.report?.inputs ?? CHECK.count, seed: CHECK.seed, reordered: result.reordered, reasons };
}

/** Everything a verdict on the base's grammar plus these texts reads: its key in a VerdictStore. */
function verdictKey(kind: string, base: GrammarVariant, texts: readonly string[]): string[] {
  const baseAbnf = readProjectAbnfSources(base.grammar.files);
  return [
    kind,
    base.id,
    ...readProjectGrammarFiles(base.grammar.files).map((f) => f.text),
    ...(baseAbnf.ok ? baseAbnf.files.map((f) => f.text) : []),
    ...texts,
    String(CHECK.count),
    String(CHECK.seed),
  ];
}

/** The span rules' nodes, one line: rule "text" each, outermost first. */
function spansText(nodes: readonly GrammarNode[], input: string): string {
  const out: string[] = [];
  const walk = (ns: readonly GrammarNode[]): void => {
    for (const n of ns) {
      out.push(`${n.rule} ${JSON.stringify(input.slice(n.start, n.end))}`);
      walk(n.children);
    }
  };
  walk(nodes);
  return out.length === 0 ? "no component" : out.join(", ");
}

/** What each side did on a disagreement, in a line ("the .peggy" and "the ABNF" named so). */
function describeDisagreement(d: Disagreement): string {
  const input = JSON.stringify(d.input);
  if (d.kind === "acceptance") {
    if (d.peg.accepted) return `on ${input} the .peggy accepts and the ABNF rejects`;
    const wanted = d.peg.expected === undefined || d.peg.expected.length === 0 ? "" : ` (wanting ${d.peg.expected.join(" or ")})`;
    return `on ${input} the .peggy rejects at offset ${d.peg.offset ?? 0}${wanted} and the ABNF accepts`;
  }
  return `on ${input} both accept, but the .peggy reads ${spansText(d.peg.spans ?? [], d.input)} and the ABNF's preferred parse ${spansText(d.abnf.spans[0] ?? [], d.input)}`;
}

/** A .peggy that passed: it parses; the ABNF's ambiguity verdict, title and workbench say how it was checked. */
function checkedPeggyVariant(fast: WorkbenchVariant, like: WorkbenchVariant, oracle: AbnfOracle, title: string, workbench: Partial<WorkbenchVariant["workbench"]>): BuildVariantResult {
  return {
    ok: true,
    variant: { ...fast, id: like.id, title, source: like.source, ambiguity: abnfAmbiguityCheck(oracle), workbench: { ...fast.workbench, overlays: like.workbench.overlays, files: like.workbench.files, ...workbench } },
  };
}

/**
 * The .peggy overlays beside the .abnf ones, checked against them (the verdict kept between
 * runs): they parse when they pass; otherwise the ABNF does, with a warning naming the first
 * disagreement.
 */
function checkUsersPeggy(spec: RuntimeVariantSpec, options: CheckedVariantOptions, variant: WorkbenchVariant): BuildVariantResult {
  const { base, abnfOverlays, peggyOverlays } = variant.workbench;
  const oracle = oracleForVariant(variant);
  if (!oracle.ok) return { ok: false, errors: oracle.errors };
  const key = verdictKey("check", base, [...peggyOverlays, ...abnfOverlays].map((f) => f.text));
  let record = options.verdicts.read(key);
  if (record === undefined) {
    const report = checkEquivalence(variant, oracle.oracle, { ...CHECK, keep: 1, examine: 1, stopAfter: 1, timeLimitMs: PEGGY_CHECK_MS });
    const shortest = report.groups[0]?.shortest;
    const again = shortest === undefined ? undefined : compareOnInput(variant, oracle.oracle, shortest);
    const first = again !== undefined && !("agree" in again) ? again : report.examples[0];
    const reasons = first === undefined ? [] : [describeDisagreement(first)];
    record = { passes: report.disagreements === 0, inputs: report.inputs, seed: report.seed, reordered: [], reasons };
    options.verdicts.write(key, record);
  }
  const peggyFiles = peggyOverlays.map((p) => p.source).join(", ");
  const abnfFiles = abnfOverlays.map((a) => a.source).join(", ");
  if (record.passes) {
    const checked = `checked against ${abnfFiles} on ${record.inputs} inputs, seed ${record.seed}`;
    return withUnreachableWarning(checkedPeggyVariant(variant, variant, oracle.oracle, `${base.title} + ${spec.overlays.join(" + ")}, parsed by ${peggyFiles} (${checked})`, { peggyChecked: checked }), oracle.oracle);
  }
  const abnf = buildRuntimeVariant(spec, { ...options, abnfParses: true });
  if (!abnf.ok) return abnf;
  const refused = { ...abnf.variant, workbench: { ...abnf.variant.workbench, refusedPeggy: variant } };
  const notUsed = withWarning(
    refused,
    peggyOverlays[0]?.source,
    `not used: it does not mean ${abnfFiles}: ${record.reasons[0] ?? "they disagree"} (the check's first disagreement, after ${record.inputs} generated inputs, seed ${record.seed}, shrunk); the ABNF parses instead (slower) — webaddr grammar check --variant ${variant.id} says more`,
  );
  return withUnreachableWarning(notUsed, oracle.oracle);
}

/**
 * buildRuntimeVariant, then the .peggy check: a .peggy beside every .abnf overlay parses only
 * when it passes the check (checkUsersPeggy); for a variant the ABNF would parse (one .abnf
 * overlay, no .peggy beside it), the derived .peggy in its place when it passes (kept between
 * runs, derivation-cache.ts). The variant keeps its id; its title and workbench.parsedBy
 * ("peggy", "abnf", "derived") say which parser runs, and workbench.warnings why a .peggy was
 * not used.
 */
export function buildCheckedRuntimeVariant(spec: RuntimeVariantSpec, options: CheckedVariantOptions): BuildVariantResult {
  const built = buildRuntimeVariant(spec, options);
  if (!built.ok) return built;
  const variant = built.variant;
  const { parsedBy, abnfOverlays } = variant.workbench;
  if (parsedBy === "peggy" && abnfOverlays.length > 0) return checkUsersPeggy(spec, options, variant);
  // The ABNF parses (an .abnf overlay has no .peggy beside it), unless a .peggy is derived.
  const oracle = isAbnfCompiledGrammar(variant.grammar.parser) ? variant.grammar.parser.abnf.oracle : undefined;
  if (oracle === undefined) return built;
  return withUnreachableWarning(options.derive === false ? built : derivedVariant(spec, options, variant, oracle), oracle);
}

/** The result with a warning naming the base's rules the overlaid ABNF (oracle) no longer reaches, if any (unreachable-rules.ts). */
function withUnreachableWarning(result: BuildVariantResult, oracle: AbnfOracle): BuildVariantResult {
  if (!result.ok) return result;
  const warning = unreachableRulesWarning(result.variant.workbench.base, oracle);
  return warning === undefined ? result : withWarning(result.variant, undefined, warning);
}

/** For a variant the ABNF parses: the .peggy derived from its one .abnf overlay, when it passes the check. */
function derivedVariant(spec: RuntimeVariantSpec, options: CheckedVariantOptions, variant: WorkbenchVariant, oracle: AbnfOracle): BuildVariantResult {
  const { base, abnfOverlays, peggyOverlays } = variant.workbench;
  if (abnfOverlays.length !== 1 || peggyOverlays.length > 0) {
    return withWarning(variant, undefined, `no .peggy derived: the workbench derives one for a single .abnf overlay, and this variant has ${abnfOverlays.length} .abnf and ${peggyOverlays.length} .peggy overlays; the ABNF parses (slower)`);
  }
  const abnf = abnfOverlays[0]!;
  const key = verdictKey("derive", base, [abnf.text]);
  let record = options.verdicts.read(key);
  if (record === undefined) {
    record = derivationOf(base.id, abnf.source, abnf.text);
    options.verdicts.write(key, record);
  }
  if (!record.passes || record.peggy === undefined) {
    return withWarning(variant, abnf.source, `no .peggy derived (the ABNF parses, slower): ${record.reasons.join("; ")} — webaddr grammar derive --variant ${variant.id} says more`);
  }
  const peggyText = record.peggy;
  const peggyPath = otherHalf(abnf.source)!;
  const readFile = options.readFile ?? ((p: string) => readFileSync(p, "utf8"));
  const fast = buildRuntimeVariant(
    { base: base.id, overlays: [peggyPath, abnf.source] },
    {
      readFile: (p) => (p === peggyPath ? peggyText : p === abnf.source ? abnf.text : readFile(p)),
      exists: (p) => p === peggyPath || p === abnf.source,
      // Where code may not be evaluated, the derived .peggy runs by the interpreter too.
      ...(options.evaluatesCode === undefined ? {} : { evaluatesCode: options.evaluatesCode }),
      ...(options.parserScript === undefined ? {} : { parserScript: options.parserScript }),
    },
  );
  if (!fast.ok) {
    return withWarning(variant, abnf.source, `the derived .peggy does not compile (the ABNF parses, slower): ${fast.errors.map((e) => e.message).join("; ")}`);
  }
  const checked = `checked against it on ${record.inputs} inputs, seed ${record.seed}${record.reordered.length > 0 ? `; reordered: ${record.reordered.join(", ")}` : ""}`;
  return checkedPeggyVariant(fast.variant, variant, oracle, `${base.title} + ${spec.overlays.join(" + ")}, parsed by the .peggy derived from ${abnf.source} (${checked})`, { parsedBy: "derived", derivedPeggy: { path: peggyPath, text: peggyText, checked } });
}
