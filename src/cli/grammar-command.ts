/**
 * webaddr grammar trace|check|ambiguity|derive — the grammar workbench for spec editors
 * (docs/workbench.md). Every subcommand takes a variant id or a runtime variant built from
 * overlay files ("html5-2009+my.peggy"), and --watch re-runs it whenever an overlay is saved.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import type { AbnfOracle } from "../abnf/abnf-oracle.js";
import { PREFERRED_PARSE_RULE } from "../abnf/preferred-parse.js";
import { formatGrammarDiagnostic, type GrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import { VARIANT_IDS, VARIANTS, isVariantId } from "../variants/registry.js";
import type { GrammarVariant, VariantDescriptor } from "../variants/variant.js";
import { analyseAmbiguity, DEFAULT_MAX_PARSES, surveyAmbiguity } from "../workbench/ambiguity.js";
import { checkEquivalence } from "../workbench/check-equivalence.js";
import { derivePeggy } from "../workbench/derive-peggy.js";
import { parseRuntimeVariantId } from "../workbench/variant-spec.js";
import { isWorkbenchVariant } from "../workbench/runtime-variant.js";
import { runtimeVariantFromId } from "../workbench/runtime-variant-cache.js";
import { traceBoth } from "../workbench/trace-both.js";
import { oracleForVariant } from "../workbench/variant-oracle.js";
import { defineCommand, type CommandContext, type CommandDefinition, type OpenedArgs } from "./command.js";
import { forEachInput } from "./each-input.js";
import { escapeInvisible } from "./escape-invisible.js";
import { formatAmbiguityResult, formatEquivalenceReport, formatSurvey, formatTraceComparison, formatTraceHeading } from "./grammar-format.js";
import { commandInputs, countOf, inputSource, isBatch, openInput, STANDARD_INPUT, type Stdin } from "./inputs.js";
import { readInputLines } from "./input-lines.js";
import { runWatching } from "./watch-option.js";
import { EXIT_INPUT_FAILED, EXIT_OK, EXIT_USAGE, UsageError } from "./usage-error.js";
import { oneVariantOption, ONE_VARIANT_OPTIONS } from "./variant-option.js";

const GRAMMAR_VARIANTS = VARIANT_IDS.filter((id) => (VARIANTS[id] as VariantDescriptor).kind === "grammar");

export const GRAMMAR_USAGE = `webaddr grammar trace|check|ambiguity|derive [--variant V] [options]
  The grammar workbench (docs/workbench.md). V is a variant with a grammar (default html5-2009):
    ${GRAMMAR_VARIANTS.join(", ")}
  or a base variant plus overlay files: html5-2009+my.abnf (the ABNF alone parses) or
  html5-2009+my.peggy (my.abnf beside it is its ABNF, the oracle check and trace compare the
  Peggy parser with), compiled in process; grammar errors say file:line:column.
  trace and ambiguity read the URLs given, or the lines of --file F ("-", as F or as the only URL:
  standard input), or with neither, standard input when it is not a terminal; no input at all is
  a usage error.
  trace [--json] [--file F] [URL...]   each URL's tree under the Peggy parser and under the ABNF
        (its preferred parse: the one a backtracking reader finds first, alternatives in the
        order written, repetitions as long as they go), drawn under the input, and where the
        two part; where one rejects, the ABNF rules that wanted something there
  check [--count N] [--seed S] [--file F] [--keep K] [--json]   generates N inputs from the ABNF
        (default 10000, seed 2009; for a runtime variant, up to half of them aimed at the rules its
        overlays change: each alternative, range edges, repetition bounds), plus the lines of F,
        and reports every input where the Peggy parser and the ABNF's preferred parse disagree on
        acceptance, a component span or its production — grouped by cause, each shrunk to a
        shortest input, with the choice where the PEG committed and the likely repair
  ambiguity [--max-parses N] [--json] [--file F] [URL...]   counts each URL's parse trees under
        the ABNF (up to N, default ${DEFAULT_MAX_PARSES}) and shows two that differ
  ambiguity --generate N [--seed S] [--max-parses N] [--json]   surveys N inputs generated from
        the ABNF (seed 2009) for the productions the ambiguities come from (no URLs then, and
        standard input is not read)
  derive --variant BASE+my.abnf [--out my.peggy [--force]] [--count N] [--seed S]   writes the
        Peggy transcription of my.abnf's rules (standard output, or --out FILE; an existing file
        is overwritten only with --force), checks it against my.abnf as check does, and puts
        alternatives in the order the check's causes ask for ("// PEG: reordered" comments);
        standard error gives the verdict. When disagreements remain, --out my.peggy is written
        as my.derived.peggy instead, so that the ABNF keeps parsing BASE+my.abnf
  --watch   re-run whenever an overlay file is saved (runtime variants only; inputs as URLs or
            --file F, not standard input); Ctrl-C ends
  Exit status: 0 every input accepted by both with the same component spans and productions
  (trace) / no disagreement (check, derive) / one parse each (ambiguity); 1 otherwise (an input either
  rejects, or the ABNF cannot be asked), or the grammar does not compile; 2 usage error, or no
  input.`;

function printErrors(ctx: CommandContext, errors: readonly GrammarDiagnostic[]): void {
  for (const e of errors) ctx.err(formatGrammarDiagnostic(e));
}

/**
 * The variant of a --variant already checked by oneVariantOption (a registered id, or base+overlay
 * files), or undefined after printing why it does not compile; its build's warnings are printed.
 * examined: the variant check and trace set beside the ABNF — the .peggy overlays as written even
 * when they failed the check (and so do not parse the variant elsewhere).
 */
function variantOrErrors(ctx: CommandContext, id: string, examined = false): GrammarVariant | undefined {
  if (isVariantId(id)) {
    const variant: VariantDescriptor = VARIANTS[id];
    if (variant.kind !== "grammar") throw new UsageError(`the ${id} variant has no grammar of its own (grammar variants: ${GRAMMAR_VARIANTS.join(", ")})`);
    return variant;
  }
  const loaded = runtimeVariantFromId(id);
  if (!loaded.ok) {
    printErrors(ctx, loaded.errors);
    return undefined;
  }
  printErrors(ctx, loaded.variant.workbench.warnings);
  return (examined ? loaded.variant.workbench.refusedPeggy : undefined) ?? loaded.variant;
}

function oracleOrErrors(ctx: CommandContext, variant: GrammarVariant): AbnfOracle | undefined {
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

/** A runtime variant with an .abnf overlay and no .peggy: the ABNF itself parses it. */
function parsedByItsABNF(variant: GrammarVariant): boolean {
  return isWorkbenchVariant(variant) && variant.workbench.parsedBy === "abnf";
}

/** What a variant whose .peggy the workbench derived from its .abnf says of it (undefined: not such a variant). */
function derivedPeggyNote(variant: GrammarVariant): string | undefined {
  if (!isWorkbenchVariant(variant) || variant.workbench.derivedPeggy === undefined) return undefined;
  return `the .peggy the workbench derived from ${variant.workbench.abnfOverlays[0]?.source ?? "the .abnf"} (${variant.workbench.derivedPeggy.checked})`;
}

/** The Peggy files a variant is compiled from, as a user would find them. */
function pegFiles(variant: GrammarVariant): string[] {
  if (parsedByItsABNF(variant)) return ["none: the ABNF parses"];
  const derived = derivedPeggyNote(variant);
  if (derived !== undefined) return [derived];
  if (isWorkbenchVariant(variant)) return [...variant.workbench.base.grammar.files.map((f) => `grammar/${f}`), ...variant.workbench.peggyOverlays.map((f) => f.source)];
  return variant.grammar.files.map((f) => `grammar/${f}`);
}

/** check's corpus (--file F): every line an input; a line that is not UTF-8 makes it unreadable. */
async function readLines(file: string, ctx: CommandContext): Promise<string[]> {
  const { name, stream } = await openInput(file, ctx.stdin);
  const out: string[] = [];
  for await (const line of readInputLines(stream, { name })) {
    if (!line.ok) throw new UsageError(`cannot read ${name}: ${line.message}`);
    out.push(line.text);
  }
  return out;
}

/** The inputs' source when no URL is given, for the message that says it gave none. */
function sourceName(file: string | undefined): string {
  return file === undefined || file === STANDARD_INPUT ? "standard input" : file;
}

/**
 * Reading inputs again on every run (--watch) needs them on the command line or in a file:
 * standard input is read once.
 */
function checkWatchInputs(watch: boolean, urls: readonly string[], file: string | undefined, stdin: Stdin): void {
  if (watch && inputSource(urls, file, stdin) === STANDARD_INPUT) throw new UsageError("--watch reads the inputs again on every run: give URLs or --file FILE, not standard input");
}

const TRACE_OPTIONS = { ...ONE_VARIANT_OPTIONS, json: { type: "boolean", default: false }, file: { type: "string" }, watch: { type: "boolean", default: false } } as const;

async function traceCommand({ values, positionals }: OpenedArgs<typeof TRACE_OPTIONS>, ctx: CommandContext): Promise<number> {
  const id = oneVariantOption(values.variant);
  checkWatchInputs(values.watch, positionals, values.file, ctx.stdin);
  const run = async (): Promise<number> => {
    const variant = variantOrErrors(ctx, id, true);
    if (variant === undefined) return EXIT_INPUT_FAILED;
    // An ABNF-only variant has no Peggy parser: both trees come from the ABNF (the parser side is
    // its fast backtracking reader, the other the oracle's preferred parse), which says so.
    if (parsedByItsABNF(variant)) ctx.err(`${variant.id}: parsed by its ABNF (no .peggy overlay): both trees below are the ABNF's — the parser's and the oracle's preferred parse`);
    const derived = derivedPeggyNote(variant);
    if (derived !== undefined) ctx.err(`${variant.id}: the PEG tree below is that of ${derived}`);
    // The ABNF side: without it, the PEG's trees are still shown, each saying it was not compared.
    const built = oracleForVariant(variant);
    const oracle = built.ok ? built.oracle : undefined;
    if (!built.ok) {
      ctx.err(`${variant.id}: the ABNF cannot be set beside the PEG:`);
      printErrors(ctx, built.errors);
    }
    const reason = built.ok ? undefined : `the ABNF of ${variant.id} does not load (${countOf(built.errors.length, "error")} on standard error)`;
    const counts = { inputs: 0, agree: 0, acceptance: 0, spans: 0, bothReject: 0, notCompared: 0 };
    for await (const line of commandInputs(positionals, values.file, ctx.stdin, ctx.outputClosed, ctx.outputDrained)) {
      // What is set beside what, once, before the first input.
      if (counts.inputs++ === 0 && !values.json) ctx.out(`${escapeInvisible(formatTraceHeading(variant.id, pegFiles(variant), oracle?.sources, PREFERRED_PARSE_RULE))}\n`);
      if (!line.ok) {
        counts.notCompared++;
        ctx.out(values.json ? JSON.stringify({ line: line.lineNumber, error: line.message }) : escapeInvisible(`error: ${line.message}\n`));
        continue;
      }
      const c = traceBoth(variant, oracle, line.text, reason);
      if (c.verdict === "agree") {
        if (c.peg.ok) counts.agree++;
        else counts.bothReject++;
      } else if (c.verdict === "not-compared") counts.notCompared++;
      else counts[c.verdict]++;
      if (values.json) {
        const { peg, ...rest } = c;
        ctx.out(JSON.stringify({ ...peg, ...rest }));
        continue;
      }
      ctx.out(`${escapeInvisible(formatTraceComparison(c, variant.id))}\n`);
    }
    if (counts.inputs === 0) {
      ctx.err(`webaddr grammar trace: no input: ${sourceName(values.file)} had no lines (give URLs, --file FILE, or pipe one URL per line)`);
      return EXIT_USAGE;
    }
    if (isBatch(positionals)) {
      const disagree = counts.acceptance + counts.spans;
      ctx.err(
        `${countOf(counts.inputs, "input")}: ${counts.agree} accepted alike by PEG and ABNF, ${counts.bothReject} rejected by both, ${disagree} disagreements (${counts.acceptance} on acceptance, ${counts.spans} on components)${counts.notCompared > 0 ? `, ${counts.notCompared} not compared` : ""}`,
      );
    }
    return counts.agree === counts.inputs ? EXIT_OK : EXIT_INPUT_FAILED;
  };
  return runWatching(values.watch, [id], ctx, run);
}

const CHECK_OPTIONS = {
  ...ONE_VARIANT_OPTIONS,
  count: { type: "string" },
  seed: { type: "string" },
  file: { type: "string" },
  keep: { type: "string" },
  json: { type: "boolean", default: false },
  watch: { type: "boolean", default: false },
} as const;

async function checkCommand({ values, positionals }: OpenedArgs<typeof CHECK_OPTIONS>, ctx: CommandContext): Promise<number> {
  if (positionals.length > 0) throw new UsageError(`grammar check takes no URL (give a corpus with --file): ${positionals.join(" ")}`, { showUsage: true });
  const count = wholeNumber(values.count, "count", 10_000);
  const seed = wholeNumber(values.seed, "seed", 2009);
  const keep = wholeNumber(values.keep, "keep", 20);
  const extra = values.file === undefined ? [] : await readLines(values.file, ctx);
  const id = oneVariantOption(values.variant);
  const run = async (): Promise<number> => {
    const variant = variantOrErrors(ctx, id, true);
    if (variant === undefined) return EXIT_INPUT_FAILED;
    if (parsedByItsABNF(variant)) {
      // Checking the ABNF against itself would pass and say nothing.
      ctx.err(`webaddr grammar check: ${variant.id} is parsed by its ABNF (an .abnf overlay with no .peggy beside it, and none derived): there is no Peggy parser to check; write the .peggy beside the .abnf (or let the workbench derive one), and check tells whether it means the ABNF`);
      return EXIT_USAGE;
    }
    const derived = derivedPeggyNote(variant);
    if (derived !== undefined) ctx.err(`${variant.id}: checking ${derived}`);
    const oracle = oracleOrErrors(ctx, variant);
    if (oracle === undefined) return EXIT_INPUT_FAILED;
    const report = checkEquivalence(variant, oracle, { count, seed, keep, inputs: extra });
    if (values.json) ctx.out(JSON.stringify(report));
    else ctx.out(escapeInvisible(formatEquivalenceReport(report, pegFiles(variant), oracle.sources)));
    return report.disagreements > 0 ? EXIT_INPUT_FAILED : EXIT_OK;
  };
  return runWatching(values.watch, [id], ctx, run);
}

const AMBIGUITY_OPTIONS = {
  ...ONE_VARIANT_OPTIONS,
  json: { type: "boolean", default: false },
  "max-parses": { type: "string" },
  generate: { type: "string" },
  seed: { type: "string" },
  file: { type: "string" },
  watch: { type: "boolean", default: false },
} as const;

async function ambiguityCommand({ values, positionals }: OpenedArgs<typeof AMBIGUITY_OPTIONS>, ctx: CommandContext): Promise<number> {
  const maxParses = wholeNumber(values["max-parses"], "max-parses", DEFAULT_MAX_PARSES);
  if (maxParses < 1) throw new UsageError("--max-parses wants at least 1");
  // The inputs: URLs, --file, or standard input when it is not a terminal; a generated corpus
  // only when asked for (--generate N: standard input is then not read).
  const survey = values.generate !== undefined;
  if (survey && (positionals.length > 0 || values.file !== undefined)) throw new UsageError("give URLs (or --file) or --generate N, not both", { showUsage: true });
  if (!survey && positionals.length === 0 && values.file === undefined && ctx.stdin.isTTY === true) {
    throw new UsageError("no URL given: give URLs, --file FILE, or pipe one URL per line; or --generate N to survey N inputs generated from the ABNF", { showUsage: true });
  }
  if (!survey) checkWatchInputs(values.watch, positionals, values.file, ctx.stdin);
  const id = oneVariantOption(values.variant);
  const run = async (): Promise<number> => {
    const variant = variantOrErrors(ctx, id);
    if (variant === undefined) return EXIT_INPUT_FAILED;
    const oracle = oracleOrErrors(ctx, variant);
    if (oracle === undefined) return EXIT_INPUT_FAILED;
    if (survey) {
      const s = surveyAmbiguity(oracle, { count: wholeNumber(values.generate, "generate", 2000), seed: wholeNumber(values.seed, "seed", 2009), maxParses });
      ctx.out(values.json ? JSON.stringify(s) : escapeInvisible(formatSurvey(variant.id, s)));
      return s.ambiguous > 0 ? EXIT_INPUT_FAILED : EXIT_OK;
    }
    // An input fails unless it has exactly one parse.
    const { inputs, failed: notOne } = await forEachInput(positionals, values.file, ctx, {
      unreadable: (line, message) => (values.json ? JSON.stringify({ line, error: message }) : escapeInvisible(`error: ${message}`)),
      handle(text) {
        // The ABNF parses the string the grammar is given (after the variant's preparation).
        const prepared = variant.preprocess(text).url;
        const result = analyseAmbiguity(oracle, prepared, maxParses);
        const shown = prepared === text ? result : { ...result, input: text, grammarInput: prepared };
        if (values.json) ctx.out(JSON.stringify(shown));
        else ctx.out(`${escapeInvisible(formatAmbiguityResult(result))}${prepared === text ? "" : `\n  (the input as the ${variant.id} grammar sees it, after its preparation step)`}\n`);
        return result.parses === 1 && !result.capped;
      },
    });
    if (inputs === 0) {
      ctx.err(`webaddr grammar ambiguity: no input: ${sourceName(values.file)} had no lines (give URLs, --file FILE, or pipe one URL per line; or --generate N)`);
      return EXIT_USAGE;
    }
    return notOne > 0 ? EXIT_INPUT_FAILED : EXIT_OK;
  };
  return runWatching(values.watch, [id], ctx, run);
}

const DERIVE_OPTIONS = { ...ONE_VARIANT_OPTIONS, out: { type: "string" }, force: { type: "boolean", default: false }, count: { type: "string" }, seed: { type: "string" } } as const;

async function deriveCommand({ values, positionals }: OpenedArgs<typeof DERIVE_OPTIONS>, ctx: CommandContext): Promise<number> {
  if (positionals.length > 0) throw new UsageError(`grammar derive takes no URL: ${positionals.join(" ")}`, { showUsage: true });
  const id = oneVariantOption(values.variant);
  const spec = parseRuntimeVariantId(id);
  if (spec === undefined || spec.overlays.length !== 1 || !spec.overlays[0]!.endsWith(".abnf")) {
    throw new UsageError(`grammar derive wants --variant BASE+my.abnf (one .abnf overlay), got "${id}"`);
  }
  const out = values.out;
  if (out !== undefined && !out.endsWith(".peggy")) throw new UsageError(`--out names a .peggy file, got "${out}"`);
  const count = wholeNumber(values.count, "count", 10_000);
  const seed = wholeNumber(values.seed, "seed", 2009);
  const abnfPath = spec.overlays[0]!;
  let abnfText: string;
  try {
    abnfText = readFileSync(abnfPath, "utf8");
  } catch (e) {
    // oneVariantOption found it readable: it went since.
    throw new UsageError(`cannot read ${abnfPath}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const command = `webaddr grammar derive --variant ${id}${out === undefined ? "" : ` --out ${basename(out)}`}`;
  const result = derivePeggy(spec.base, abnfPath, abnfText, { count, seed, command });
  if (!result.ok) {
    printErrors(ctx, result.errors);
    return EXIT_INPUT_FAILED;
  }
  const abnfName = basename(abnfPath);
  const pairName = abnfName.replace(/\.abnf$/, ".peggy");
  // A .peggy that does not mean its .abnf is not paired with it: my.peggy → my.derived.peggy.
  const target = out === undefined ? undefined : result.passes ? out : out.replace(/\.peggy$/, ".derived.peggy");
  if (target !== undefined && existsSync(target) && !values.force) {
    ctx.err(`webaddr grammar derive: ${target} exists: give --force to overwrite it`);
    return EXIT_USAGE;
  }
  if (target === undefined) ctx.out(result.text.replace(/\n$/, ""));
  else {
    try {
      writeFileSync(target, result.text);
    } catch (e) {
      throw new UsageError(`cannot write ${target}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  const report = result.report;
  if (report !== undefined) {
    ctx.err(
      `${spec.base}+${pairName} against ${abnfName}: ${report.inputs} inputs (seed ${report.seed}): ${report.acceptedByBoth} accepted by both, ${report.rejectedByBoth} rejected by both, ${report.disagreements} disagreements` +
        ` (${countOf(result.rounds, "check")}${result.reordered.length > 0 ? `; reordered: ${result.reordered.join(", ")}` : ""})`,
    );
  }
  // The .peggy's own compile errors, located in the text just written; then what each means in the .abnf.
  printErrors(ctx, result.compileErrors);
  if (result.compileCauses.length > 0) ctx.err(`could not derive an equivalent .peggy for ${abnfName}:\n${result.compileCauses.map((c) => `  ${c}`).join("\n")}`);
  if (result.passes) {
    const beside = target !== undefined && resolve(target) === resolve(abnfPath.replace(/\.abnf$/, ".peggy"));
    if (beside) ctx.err(`${spec.base}+${pairName} now parses fast and means ${abnfName}`);
    // Nothing is saved beside the .abnf but by --out naming that file: say what to do.
    else ctx.err(`the .peggy ${target === undefined ? "on standard output" : `in ${target}`} means ${abnfName}: save it as ${pairName} beside it, and ${spec.base}+${pairName} parses fast`);
    return EXIT_OK;
  }
  const rules = [...new Set(result.remaining.map((g) => g.rule ?? "(no rule named)"))];
  if (rules.length > 0) ctx.err(`could not derive an equivalent .peggy for: ${rules.join(", ")}`);
  for (const g of result.remaining) {
    ctx.err(`  ${g.cause}${g.shortest === "" ? "" : `\n    shortest: ${JSON.stringify(g.shortest)}`}${g.repair === undefined ? "" : `\n    repair: ${g.repair}`}`);
  }
  const where = target === undefined ? "the .peggy went to standard output" : `the .peggy was written as ${target}`;
  ctx.err(`${spec.base}+${abnfName} keeps parsing by its ABNF: ${where}, not to ${pairName} beside ${abnfName}, so that it is not picked up; repair it (webaddr grammar check) and rename it, or change ${abnfName} and derive again`);
  return EXIT_INPUT_FAILED;
}

const SUBCOMMANDS: Record<string, CommandDefinition> = {
  trace: defineCommand(GRAMMAR_USAGE, TRACE_OPTIONS, traceCommand),
  check: defineCommand(GRAMMAR_USAGE, CHECK_OPTIONS, checkCommand),
  ambiguity: defineCommand(GRAMMAR_USAGE, AMBIGUITY_OPTIONS, ambiguityCommand),
  derive: defineCommand(GRAMMAR_USAGE, DERIVE_OPTIONS, deriveCommand),
};

export async function grammarCommand(args: readonly string[], ctx: CommandContext): Promise<number> {
  const [name, ...rest] = args;
  const sub = name === undefined ? undefined : SUBCOMMANDS[name];
  if (sub === undefined) throw new UsageError(name === undefined ? "which one: trace, check, ambiguity or derive?" : `unknown grammar subcommand "${name}" (trace, check, ambiguity, derive)`, { showUsage: true });
  return sub.run(rest, ctx);
}
