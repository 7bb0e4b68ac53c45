/**
 * webaddr grammar trace|check|ambiguity — the grammar workbench for spec editors
 * (docs/workbench.md). Every subcommand takes a variant id or a runtime variant built from
 * overlay files ("html5-2009+my.peggy"), and --watch re-runs it whenever an overlay is saved.
 */
import { parseArgs } from "node:util";
import type { AbnfOracle } from "../abnf/abnf-oracle.js";
import { formatGrammarDiagnostic, type GrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import { productionTree } from "../parse/production-tree.js";
import { VARIANT_IDS, VARIANTS, isVariantId } from "../variants/registry.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { analyseAmbiguity, DEFAULT_MAX_PARSES, surveyAmbiguity } from "../workbench/ambiguity.js";
import { checkEquivalence } from "../workbench/check-equivalence.js";
import { explainFailure } from "../workbench/explain-failure.js";
import { isWorkbenchVariant } from "../workbench/runtime-variant.js";
import { runtimeVariantFromId } from "../workbench/runtime-variant-cache.js";
import { oracleForVariant } from "../workbench/variant-oracle.js";
import { isRuntimeVariantId } from "../workbench/variant-spec.js";
import type { CommandContext } from "./command.js";
import { formatAmbiguityResult, formatEquivalenceReport, formatOracleFailure, formatSurvey } from "./grammar-format.js";
import { commandInputs } from "./inputs.js";
import { readInputLines } from "./input-lines.js";
import { formatCaret } from "./ruler.js";
import { runWatching } from "./watch-option.js";
import { formatProductionTree } from "./tree.js";
import { EXIT_INPUT_FAILED, EXIT_OK, UsageError } from "./usage-error.js";

const GRAMMAR_VARIANTS = VARIANT_IDS.filter((id) => (VARIANTS[id] as VariantDescriptor).grammar !== undefined);

export const GRAMMAR_USAGE = `webaddr grammar trace|check|ambiguity [--variant V] [options]
  The grammar workbench (docs/workbench.md). V is a variant with a grammar (default html5-2009):
    ${GRAMMAR_VARIANTS.join(", ")}
  or a base variant plus overlay files, html5-2009+my.peggy (my.abnf beside it is its ABNF),
  compiled in process; grammar errors say file:line:column.
  trace [--json] [--file F] URL...   the production tree of each URL (every rule that matched,
        with its span under the input); on failure, the ABNF rules that wanted something there
  check [--count N] [--seed S] [--file F] [--keep K] [--json]   generates N inputs from the ABNF
        (default 10000, seed 2009), plus the lines of F, and reports every input where the Peggy
        parser and the ABNF disagree on acceptance or on a component span
  ambiguity [--max-parses N] [--json] [--file F] [URL...]   counts each URL's parse trees under
        the ABNF (up to N, default ${DEFAULT_MAX_PARSES}) and shows two that differ; with no URL, surveys a
        generated corpus (--generate N, default 2000; --seed S) for the productions involved
  --watch   re-run whenever an overlay file is saved (runtime variants only); Ctrl-C ends
  Exit status: 0 all parsed / no disagreement / no ambiguity, 1 otherwise or the grammar does not
  compile, 2 usage error.`;

type Loaded = { ok: true; variant: VariantDescriptor } | { ok: false; errors: readonly GrammarDiagnostic[] };

function loadVariant(id: string): Loaded {
  if (isVariantId(id)) {
    const variant: VariantDescriptor = VARIANTS[id];
    if (variant.grammar === undefined) throw new UsageError(`the ${id} variant has no grammar of its own (grammar variants: ${GRAMMAR_VARIANTS.join(", ")})`);
    return { ok: true, variant };
  }
  if (isRuntimeVariantId(id)) return runtimeVariantFromId(id);
  throw new UsageError(`unknown variant "${id}" (known: ${GRAMMAR_VARIANTS.join(", ")}; or base+overlay.peggy)`);
}

function printErrors(ctx: CommandContext, errors: readonly GrammarDiagnostic[]): void {
  for (const e of errors) ctx.err(formatGrammarDiagnostic(e));
}

/** The variant, or undefined after printing why it does not compile. */
function variantOrErrors(ctx: CommandContext, id: string): VariantDescriptor | undefined {
  const loaded = loadVariant(id);
  if (loaded.ok) return loaded.variant;
  printErrors(ctx, loaded.errors);
  return undefined;
}

function oracleOrErrors(ctx: CommandContext, variant: VariantDescriptor): AbnfOracle | undefined {
  const built = oracleForVariant(variant);
  if (built.ok) return built.oracle;
  printErrors(ctx, built.errors);
  return undefined;
}

function wholeNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new UsageError(`--${name} wants a whole number, got "${value}"`);
  return n;
}

/** Runs once, or with --watch until interrupted. */
function maybeWatch(watch: boolean, variantId: string, ctx: CommandContext, run: () => Promise<number>): Promise<number> {
  return runWatching(watch, [variantId], ctx, run);
}

/** The Peggy files a variant is compiled from, as a user would find them. */
function pegFiles(variant: VariantDescriptor): string[] {
  if (isWorkbenchVariant(variant)) return [...variant.workbench.base.grammar!.files.map((f) => `grammar/${f}`), ...variant.workbench.peggyOverlays.map((f) => f.source)];
  return (variant.grammar?.files ?? []).map((f) => `grammar/${f}`);
}

async function readLines(file: string, ctx: CommandContext): Promise<string[]> {
  const out: string[] = [];
  for await (const line of readInputLines(file === "-" ? ctx.stdin : file)) if (line.ok) out.push(line.text);
  return out;
}

async function traceCommand(args: readonly string[], ctx: CommandContext): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { variant: { type: "string", default: "html5-2009" }, json: { type: "boolean", default: false }, file: { type: "string" }, watch: { type: "boolean", default: false } },
    allowPositionals: true,
    strict: true,
  });
  const id = values.variant;
  const run = async (): Promise<number> => {
    const variant = variantOrErrors(ctx, id);
    if (variant === undefined) return EXIT_INPUT_FAILED;
    let failed = 0;
    for await (const line of commandInputs(positionals, values.file, ctx.stdin)) {
      if (!line.ok) {
        failed++;
        ctx.out(`error: ${line.message}`);
        continue;
      }
      const input = line.text;
      const result = productionTree(input, { variant });
      // The ABNF's view of a failure, on the string the grammar was given (after the variant's
      // preparation, e.g. HTML5's stripping of spaces).
      let abnf: ReturnType<typeof explainFailure> | undefined;
      let prepared = input;
      let offset = 0;
      if (!result.ok && result.error.kind === "syntax") {
        const p = variant.preprocess(input);
        prepared = p.url;
        offset = p.inputOffsets === undefined ? p.offset : 0;
        const built = oracleForVariant(variant);
        if (built.ok) abnf = explainFailure(built.oracle, prepared);
      }
      if (!result.ok) failed++;
      if (values.json) {
        ctx.out(JSON.stringify(abnf === undefined ? result : { ...result, abnf: { ...abnf, offset: abnf.offset + offset } }));
        continue;
      }
      if (result.ok) {
        ctx.out(`${formatProductionTree(input, result.tree)}\n`);
        continue;
      }
      ctx.out(`${variant.id}: error: ${result.error.message}\n${formatCaret(input, result.error.offset)}`);
      // The caret again only where the ABNF stops elsewhere than the parser did.
      if (abnf !== undefined) ctx.out(formatOracleFailure(prepared, abnf, { caret: abnf.offset + offset !== result.error.offset }));
      ctx.out("");
    }
    return failed > 0 ? EXIT_INPUT_FAILED : EXIT_OK;
  };
  return maybeWatch(values.watch, id, ctx, run);
}

async function checkCommand(args: readonly string[], ctx: CommandContext): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: {
      variant: { type: "string", default: "html5-2009" },
      count: { type: "string" },
      seed: { type: "string" },
      file: { type: "string" },
      keep: { type: "string" },
      json: { type: "boolean", default: false },
      watch: { type: "boolean", default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length > 0) throw new UsageError(`grammar check takes no URL (give a corpus with --file): ${positionals.join(" ")}`);
  const count = wholeNumber(values.count, "count", 10_000);
  const seed = wholeNumber(values.seed, "seed", 2009);
  const keep = wholeNumber(values.keep, "keep", 20);
  const extra = values.file === undefined ? [] : await readLines(values.file, ctx);
  const id = values.variant;
  const run = async (): Promise<number> => {
    const variant = variantOrErrors(ctx, id);
    if (variant === undefined) return EXIT_INPUT_FAILED;
    const oracle = oracleOrErrors(ctx, variant);
    if (oracle === undefined) return EXIT_INPUT_FAILED;
    const report = checkEquivalence(variant, oracle, { count, seed, keep, inputs: extra });
    if (values.json) ctx.out(JSON.stringify(report));
    else ctx.out(formatEquivalenceReport(report, pegFiles(variant), oracle.sources));
    return report.disagreements > 0 ? EXIT_INPUT_FAILED : EXIT_OK;
  };
  return maybeWatch(values.watch, id, ctx, run);
}

async function ambiguityCommand(args: readonly string[], ctx: CommandContext): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: {
      variant: { type: "string", default: "html5-2009" },
      json: { type: "boolean", default: false },
      "max-parses": { type: "string" },
      generate: { type: "string" },
      seed: { type: "string" },
      file: { type: "string" },
      watch: { type: "boolean", default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  const maxParses = wholeNumber(values["max-parses"], "max-parses", DEFAULT_MAX_PARSES);
  if (maxParses < 1) throw new UsageError("--max-parses wants at least 1");
  const survey = values.generate !== undefined || (positionals.length === 0 && values.file === undefined && ctx.stdin.isTTY === true);
  if (survey && (positionals.length > 0 || values.file !== undefined)) throw new UsageError("give URLs (or --file) or --generate N, not both");
  const id = values.variant;
  const run = async (): Promise<number> => {
    const variant = variantOrErrors(ctx, id);
    if (variant === undefined) return EXIT_INPUT_FAILED;
    const oracle = oracleOrErrors(ctx, variant);
    if (oracle === undefined) return EXIT_INPUT_FAILED;
    if (survey) {
      const s = surveyAmbiguity(oracle, { count: wholeNumber(values.generate, "generate", 2000), seed: wholeNumber(values.seed, "seed", 2009), maxParses });
      ctx.out(values.json ? JSON.stringify(s) : formatSurvey(variant.id, s));
      return s.ambiguous > 0 ? EXIT_INPUT_FAILED : EXIT_OK;
    }
    let notOne = 0;
    for await (const line of commandInputs(positionals, values.file, ctx.stdin)) {
      if (!line.ok) {
        notOne++;
        ctx.out(values.json ? JSON.stringify({ line: line.lineNumber, error: line.message }) : `error: ${line.message}`);
        continue;
      }
      // The ABNF parses the string the grammar is given (after the variant's preparation).
      const prepared = variant.preprocess(line.text).url;
      const result = analyseAmbiguity(oracle, prepared, maxParses);
      if (result.parses !== 1 || result.capped) notOne++;
      const shown = prepared === line.text ? result : { ...result, input: line.text, grammarInput: prepared };
      if (values.json) ctx.out(JSON.stringify(shown));
      else ctx.out(`${formatAmbiguityResult(result)}${prepared === line.text ? "" : `\n  (the input as the ${variant.id} grammar sees it, after its preparation step)`}\n`);
    }
    return notOne > 0 ? EXIT_INPUT_FAILED : EXIT_OK;
  };
  return maybeWatch(values.watch, id, ctx, run);
}

const SUBCOMMANDS: Record<string, (args: readonly string[], ctx: CommandContext) => Promise<number>> = {
  trace: traceCommand,
  check: checkCommand,
  ambiguity: ambiguityCommand,
};

export async function grammarCommand(args: readonly string[], ctx: CommandContext): Promise<number> {
  const [name, ...rest] = args;
  const sub = name === undefined ? undefined : SUBCOMMANDS[name];
  if (sub === undefined) throw new UsageError(name === undefined ? "which one: trace, check or ambiguity?" : `unknown grammar subcommand "${name}" (trace, check, ambiguity)`);
  return sub(rest, ctx);
}
