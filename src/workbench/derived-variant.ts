/**
 * The fast path for an .abnf overlay with no .peggy beside it (docs/workbench.md, "Which parser
 * runs"): the workbench derives the .peggy itself (derive-peggy.ts: the Peggy transcription,
 * checked against the ABNF on generated and aimed inputs, ordered choices reordered as the
 * check's causes ask) and parses with it only when the check finds no disagreement. Otherwise it
 * says which rules it could not derive, and the ABNF's preferred parse runs, as written.
 *
 * Either way the ABNF stays the meaning: ParseSuccess.ambiguity is the ABNF's verdict
 * (abnf-parser-adapter.ts), worked out when read. WEBADDR_DERIVE=0 in the environment runs the
 * ABNF without deriving (to see the ABNF's own parse, or to time it).
 */
import { readFileSync } from "node:fs";
import { readProjectAbnfSources } from "../abnf/abnf-sources.js";
import type { GrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import { readProjectGrammarFiles } from "../grammar/grammar-files.js";
import type { GrammarVariant } from "../variants/variant.js";
import { abnfAmbiguity, isAbnfCompiledGrammar } from "./abnf-parser-adapter.js";
import { derivationKey, readDerivation, writeDerivation, type DerivationRecord } from "./derivation-cache.js";
import { derivePeggy } from "./derive-peggy.js";
import { buildRuntimeVariant, type BuildVariantOptions, type BuildVariantResult, type WorkbenchVariant } from "./runtime-variant.js";
import type { RuntimeVariantSpec } from "./variant-spec.js";

/** The check a derivation must pass: grammar derive's defaults, so that both give one verdict. */
const CHECK = { count: 10_000, seed: 2009 } as const;

function withWarning(variant: WorkbenchVariant, source: string | undefined, message: string): BuildVariantResult {
  const warning: GrammarDiagnostic = { severity: "warning", ...(source === undefined ? {} : { source }), message };
  return { ok: true, variant: { ...variant, workbench: { ...variant.workbench, warnings: [...variant.workbench.warnings, warning] } } };
}

function derivationOf(base: string, abnfPath: string, abnfText: string): DerivationRecord {
  const result = derivePeggy(base, abnfPath, abnfText, CHECK);
  if (!result.ok) return { passes: false, ...CHECK, inputs: CHECK.count, reordered: [], reasons: result.errors.map((e) => e.message) };
  const reasons = [
    ...result.compileErrors.map((e) => `the derived .peggy does not compile: ${e.message}`),
    ...[...new Map(result.remaining.map((g) => [g.rule ?? "", g.cause])).values()],
  ];
  return { ...(result.passes ? { peggy: result.text } : {}), passes: result.passes, inputs: result.report?.inputs ?? CHECK.count, seed: CHECK.seed, reordered: result.reordered, reasons };
}

/**
 * buildRuntimeVariant, then, for a variant the ABNF would parse (one .abnf overlay, no .peggy
 * beside it), the derived .peggy in its place when it passes the check (kept between runs,
 * derivation-cache.ts). The variant keeps its id; its title and workbench.parsedBy ("derived")
 * say which parser runs, and workbench.warnings why a derivation was not used.
 */
export function buildRuntimeVariantWithDerivedPeggy(spec: RuntimeVariantSpec, options: BuildVariantOptions = {}): BuildVariantResult {
  const built = buildRuntimeVariant(spec, options);
  if (!built.ok || built.variant.workbench.parsedBy !== "abnf" || process.env.WEBADDR_DERIVE === "0") return built;
  const variant = built.variant;
  const { base, abnfOverlays, peggyOverlays } = variant.workbench;
  const oracle = isAbnfCompiledGrammar(variant.grammar.parser) ? variant.grammar.parser.abnf.oracle : undefined;
  if (oracle === undefined) return built;
  if (abnfOverlays.length !== 1 || peggyOverlays.length > 0) {
    return withWarning(variant, undefined, `no .peggy derived: the workbench derives one for a single .abnf overlay, and ${variant.id} has ${abnfOverlays.length} .abnf and ${peggyOverlays.length} .peggy overlays; the ABNF parses (slower)`);
  }
  const abnf = abnfOverlays[0]!;
  const baseFiles = base.grammar.files;
  const baseAbnf = readProjectAbnfSources(baseFiles);
  const key = derivationKey([
    base.id,
    ...readProjectGrammarFiles(baseFiles).map((f) => f.text),
    ...(baseAbnf.ok ? baseAbnf.files.map((f) => f.text) : []),
    abnf.text,
    String(CHECK.count),
    String(CHECK.seed),
  ]);
  let record = readDerivation(key);
  if (record === undefined) {
    record = derivationOf(base.id, abnf.source, abnf.text);
    writeDerivation(key, record);
  }
  if (!record.passes || record.peggy === undefined) {
    return withWarning(variant, abnf.source, `no .peggy derived (the ABNF parses, slower): ${record.reasons.join("; ")} — webaddr grammar derive --variant ${variant.id} says more`);
  }
  const peggyText = record.peggy;
  const peggyPath = abnf.source.replace(/\.abnf$/, ".peggy");
  const readFile = options.readFile ?? ((p: string) => readFileSync(p, "utf8"));
  const fast = buildRuntimeVariant(
    { base: base.id, overlays: [peggyPath, abnf.source] },
    {
      readFile: (p) => (p === peggyPath ? peggyText : p === abnf.source ? abnf.text : readFile(p)),
      exists: (p) => p === peggyPath || p === abnf.source,
      // Where code may not be evaluated, the derived .peggy runs by the interpreter too.
      ...(options.evaluatesCode === undefined ? {} : { evaluatesCode: options.evaluatesCode }),
    },
  );
  if (!fast.ok) {
    return withWarning(variant, abnf.source, `the derived .peggy does not compile (the ABNF parses, slower): ${fast.errors.map((e) => e.message).join("; ")}`);
  }
  const startRule = oracle.startRule;
  const extract: GrammarVariant["extract"] = (match, input) => ({ ...fast.variant.extract(match, input), ambiguityOf: () => abnfAmbiguity(oracle, startRule, input) });
  const checked = `checked against it on ${record.inputs} inputs, seed ${record.seed}${record.reordered.length > 0 ? `; reordered: ${record.reordered.join(", ")}` : ""}`;
  return {
    ok: true,
    variant: {
      ...fast.variant,
      id: variant.id,
      title: `${base.title} + ${spec.overlays.join(" + ")}, parsed by the .peggy derived from ${abnf.source} (${checked})`,
      source: variant.source,
      extract,
      workbench: { ...fast.variant.workbench, overlays: spec.overlays, files: variant.workbench.files, parsedBy: "derived", derivedPeggy: { path: peggyPath, text: peggyText, checked } },
    },
  };
}
