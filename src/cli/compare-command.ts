/**
 * webaddr compare [--variants a,b,…] [--base URL] [--encoding E] [--ambiguity] [--json|--jsonl] [--input F] [--workers N] [--summary FILE] [--offset N] [FILE|-]:
 * compare() over a stream of inputs, printing each record as it comes and the summary at the end;
 * webaddr compare merge [--allow-overlap] A.json B.json …: the merge of --summary files (compare-merge.ts).
 */
import { availableParallelism } from "node:os";
import { closeSync, openSync, writeFileSync } from "node:fs";
import { compareRecords } from "../compare/compare.js";
import { SummaryTally, type CompareSummary } from "../compare/compare-summary.js";
import { formatSummaryText, summaryHeadline } from "../compare/format-summary.js";
import { jsonChunks } from "../compare/json-chunks.js";
import { summaryFile } from "../compare/summary-file.js";
import { shardIndexes } from "../compare/index-ranges.js";
import { resolveEncodingLabel } from "../encoding/index.js";
import { formatRecordText } from "./compare-text.js";
import { checkVariantOptions, variantListHelp, variantListOption, VARIANT_LIST_OPTIONS } from "./variant-option.js";
import { escapeInvisible } from "./escape-invisible.js";
import { runWatching } from "./watch-option.js";
import { defineCommand, outLine, type CommandContext, type CommandDefinition } from "./command.js";
import { openCompareInputs, type CompareLineItem } from "./compare-inputs.js";
import { generatedItems, generationFor, grammarCoverageFor } from "./compare-generate.js";
import { staysInCluster, WITNESS_TRIES } from "../compare/clusters.js";
import { shrinkInputWithin } from "../workbench/shrink-disagreement.js";
import { DEFAULT_GENERATION_SEED, MAX_GENERATION_SEED } from "../compare/compare-types.js";
import { mergeSummaryCommand, MERGE_OPTIONS } from "./compare-merge.js";
import { openInput, STANDARD_INPUT } from "./inputs.js";
import { checkBaseOption } from "./base-option.js";
import { ProgressBar } from "./progress-bar.js";
import { EXIT_INPUT_FAILED, EXIT_OK, UsageError } from "./usage-error.js";

const COMPARE_USAGE = `webaddr compare [--variants a,b,…] [--base URL] [--encoding E] [--ambiguity] [--json|--jsonl] [--input auto|lines|jsonl|json] [--workers N] [--examples N] [--clusters] [--summary FILE] [--offset N] [FILE|-]
webaddr compare --generate N [--seed S] [--variants a,b,…] [--base URL] … [--offset N]
webaddr compare merge [--allow-overlap] A.json B.json …
  Runs every input through each variant (parse, and resolve when there is a base) and classifies
  how they differ: some reject; some reject at parse (with a base, when all fail to resolve);
  components differ (which); resolved href differs; productions differ (same components, matched
  by other productions: host IPv4address → reg_name); all agree.
  An input on which every variant gives the same result is one line; where they differ, a row per
  variant follows. Ends with a summary table: counts per class per variant pair, and the first
  examples of each.
  FILE           one URL a line; JSON Lines ({"input": …, "base": …|null} a line); or a JSON array
                 of such objects (WPT's urltestdata.json as it is: strings in it are comments).
                 "-" or no FILE: standard input. Lines and JSON Lines are read as a stream (any
                 number of inputs in constant memory), a JSON array whole.
${variantListHelp()}
  --changed      print only the inputs on which the variants do not all agree — a productions or
                 parse difference counts (in every output format; the summary still counts every
                 input)
  --watch        compare again whenever an overlay file is saved (needs FILE); Ctrl-C ends
  --base URL     the base for inputs without their own: an input's "base" is kept (null: parsed
                 only); without any, inputs are only parsed. It must be absolute under at least
                 one of the variants
  --encoding E   the URL character encoding for resolving (default utf-8)
  --ambiguity    check, for a variant with an ABNF overlay, whether its grammar derives each input
                 in several readings (the ABNF's general parser on every input: several times the
                 parse's cost); without it, records ("unchecked") and the summary say it was not
  --input F      auto (default: the first line decides: such an object, JSON Lines; "[", a JSON
                 array; else lines), lines, jsonl or json
  --json         everything as one JSON document: {"records": […], "summary": {…}}
  --jsonl        one JSON record a line, then {"summary": {…}}
                 A record says what differs, once: the input, its class, rejectedBy, components
                 (that differ), and "results" — one entry per distinct result, with the
                 "variants" that gave it (one entry when all agree); a component that is the
                 input's characters start..end is written [start, end]; "pairs" lists only the
                 pairs that differ in more than which of the two rejects (that is in
                 "results" and "rejectedBy"). (docs/design.md: compare's record)
  --workers N    worker threads for large inputs (default 2 on a machine with two or more cores;
                 0: none); output stays in input order
  --worker-threshold N  inputs compared in the main thread before the workers start (default 2000)
  --examples N   examples per class in the summary (default 3): those with the smallest indexes
  --clusters     group every pair's disagreements by class, what they involve (of the one that
                 rejects: the check, the validation error, or what its grammar expected where it
                 stopped; the first component that differs) and the base's kind; each cluster has
                 its count and its first input shrunk to its shortest witness (as grammar check
                 shrinks)
  --generate N   compare N inputs generated from the compared variants' grammars instead of a
                 FILE (the URL Standard's parser by url-writing's grammar): inputs aimed at each
                 rule's alternatives, repetition bounds and character ranges, then derivations
                 through each rule, half of them edited at a production boundary with a character
                 the specifications treat specially; each against a base of every kind drawn in
                 turn (none, special, file, non-special, opaque path), or --base. Implies
                 --clusters. Input i depends only on the seed and i: --offset K generates inputs
                 K … K+N-1, so shards merge exactly (docs/workbench.md, "Where two definitions part")
  --seed S       the generation's seed, 0 to 4294967295 (default 1)
  --coverage     say which rules and alternatives of each compared grammar the inputs reached
                 (read off the ABNF's preferred parse of each input it accepts: the ABNF's general
                 parser on every input, several times the parse's cost) and, of the URL Standard's
                 validation errors, which were reported and which never were; for generated
                 inputs and for a FILE alike
  --summary FILE also write the summary to FILE as JSON, with the settings it was made with and
                 the indexes of its inputs: "indexes": [[N, N + inputs]] (the end not included),
                 [] for no input
  --offset N     FILE is a shard of a larger corpus, after its first N lines: the inputs' indexes
                 count from N and their line numbers from N + 1, so records and summary are the
                 whole corpus's (a "./merge" FILE is a file named merge)
  merge A.json B.json …  prints the merge of --summary files ("-": standard input, once) as one
                 such file: the summary of all their inputs, as exact as one run over them when
                 each shard had its --offset; summaries of other variants, base, encoding or
                 --examples, or whose indexes overlap (shards compared without --offset), are
                 refused (exit 2)
  merge --allow-overlap  merges summaries whose indexes overlap all the same: each is counted
                 as given (an input in two counts twice), and each example names the file it
                 came from, as given ("shard")
  A progress bar is shown on standard error when it is a terminal and the run takes over a second.
  Exit status: 0 every input compared, 1 some input (a line, an array element) could not be
  read, 2 usage error (a FILE that cannot be read included).`;

function parseCount(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`${name} must be a whole number, got "${value}"`);
  return Number(value);
}

/**
 * --workers N: a thread a CPU at most. More only contend for the same cores (12 threads on 2 cores
 * were slower than 2), so N is lowered to the CPUs Node reports, and one line says so.
 */
function workersOption(workers: number | undefined, ctx: CommandContext): number | undefined {
  const cpus = availableParallelism();
  if (workers === undefined || workers <= cpus) return workers;
  ctx.err(`webaddr compare: --workers ${workers} is more than this machine's ${cpus} CPU${cpus === 1 ? "" : "s"}: ${cpus} worker${cpus === 1 ? "" : "s"} run`);
  return cpus;
}

/** webaddr compare merge: its own options (merge's arguments are not compare's). */
const mergeCommand = defineCommand(COMPARE_USAGE, MERGE_OPTIONS, ({ values, positionals }, ctx) => mergeSummaryCommand(positionals, ctx, { allowOverlap: values["allow-overlap"] }));

const compareFiles: CommandDefinition = defineCommand(
  COMPARE_USAGE,
  {
    ...VARIANT_LIST_OPTIONS,
    changed: { type: "boolean", default: false },
    ambiguity: { type: "boolean", default: false },
    watch: { type: "boolean", default: false },
    base: { type: "string" },
    encoding: { type: "string" },
    json: { type: "boolean", default: false },
    jsonl: { type: "boolean", default: false },
    input: { type: "string", default: "auto" },
    workers: { type: "string" },
    "worker-threshold": { type: "string" },
    examples: { type: "string" },
    summary: { type: "string" },
    offset: { type: "string" },
    clusters: { type: "boolean", default: false },
    coverage: { type: "boolean", default: false },
    generate: { type: "string" },
    seed: { type: "string" },
  },
  async ({ values, positionals }, ctx, args): Promise<number> => {
    // merge is the first argument (compareCommand); after options it would be a FILE named merge, which needs ./merge.
    if (positionals[0] === "merge") throw new UsageError("merge comes first: webaddr compare merge [--allow-overlap] A.json B.json …", { showUsage: true });
    if (values.json && values.jsonl) throw new UsageError("give --json or --jsonl, not both", { showUsage: true });
    if (positionals.length > 1) throw new UsageError("give one FILE (or - for standard input)", { showUsage: true });
    const variants = variantListOption(values);
    if (values.watch) {
      if (positionals[0] === undefined || positionals[0] === "-") throw new UsageError("--watch compares FILE again on each save: give a FILE, not standard input");
      return runWatching(true, variants, ctx, () => compareCommand.run(args.filter((a) => a !== "--watch"), ctx));
    }
    // Runtime variants (base+my.peggy) are compiled here once, so that overlay errors are reported
    // with file:line:column before any input is read (with --watch: on each run, above).
    if (!(await checkVariantOptions(variants, ctx))) return EXIT_INPUT_FAILED;
    const lookup = values.encoding === undefined ? undefined : resolveEncodingLabel(values.encoding);
    if (lookup !== undefined && !lookup.ok) throw new UsageError(lookup.error.message);
    const encoding = lookup?.ok === true ? lookup.encoding : undefined;
    if (values.base !== undefined) checkBaseOption(values.base, variants);
    const format = values.input;
    if (format !== "auto" && format !== "lines" && format !== "jsonl" && format !== "json") throw new UsageError(`--input must be auto, lines, jsonl or json, got "${format}"`);
    const workers = workersOption(parseCount(values.workers, "--workers"), ctx);
    const workerThreshold = parseCount(values["worker-threshold"], "--worker-threshold");
    const examples = parseCount(values.examples, "--examples") ?? 3;
    const offset = parseCount(values.offset, "--offset") ?? 0;
    // Opened before any input is compared: a summary that cannot be written is said at once.
    const summaryDescriptor = values.summary === undefined ? undefined : openSummaryFile(values.summary);

    const generate = parseCount(values.generate, "--generate");
    const seed = parseCount(values.seed, "--seed");
    if (seed !== undefined && seed > MAX_GENERATION_SEED) throw new UsageError(`--seed must be at most ${MAX_GENERATION_SEED} (a seed is 32 bits), got "${values.seed}"`);
    if (seed !== undefined && generate === undefined) throw new UsageError("--seed goes with --generate N", { showUsage: true });
    const clusters = values.clusters || generate !== undefined;

    const file = positionals[0];
    let items: AsyncIterable<CompareLineItem>;
    let totalBytes: number | undefined;
    if (generate !== undefined) {
      if (file !== undefined) throw new UsageError("--generate N compares generated inputs: give no FILE", { showUsage: true });
      if (format !== "auto") throw new UsageError("--input reads a FILE's format: --generate N reads none", { showUsage: true });
      const plan = generationFor(variants, seed ?? DEFAULT_GENERATION_SEED, values.base);
      items = generatedItems(plan, offset, generate, ctx.outputClosed);
      totalBytes = generate;
    } else {
      if (file === undefined && ctx.stdin.isTTY === true) throw new UsageError("no input (give FILE, or pipe one URL a line)", { showUsage: true });
      const source = await openInput(file ?? STANDARD_INPUT, ctx.stdin);
      // The format is read here (a JSON array whole), so that a file that cannot be read is one line, before any output.
      items = await openCompareInputs(source.stream, source.name, format, ctx.outputClosed, ctx.outputDrained, offset + 1);
      // A file's size lets the progress bar show a percentage.
      totalBytes = source.size;
    }

    const progress = new ProgressBar(ctx.stderr, totalBytes === undefined ? {} : { totalBytes });
    // The bar and the output share the screen only when standard output is a terminal too.
    const out = (text: string): void => {
      if (ctx.stdout?.isTTY === true) progress.clear();
      ctx.out(text);
    };
    // The summary's JSON, whose examples each hold their whole input (hundreds of MB on a 10 MB
    // line), is written in chunks, as no string of its whole text is made.
    const outChunks = (chunks: Iterable<string>): void => {
      if (ctx.stdout?.isTTY === true) progress.clear();
      outLine(ctx, chunks);
    };
    function* summaryChunks(before: string, summary: CompareSummary, after: string): Generator<string> {
      yield before;
      yield* jsonChunks(summary);
      yield after;
    }
    // The text form quotes the inputs (JSON strings, which keep a U+202E as it is): escaped as
    // every message is. The JSON forms are data, printed as they are.
    const text = (line: string): void => out(escapeInvisible(line));
    let bytes = 0;
    let failed = 0;
    const coverage = values.coverage ? grammarCoverageFor(variants) : undefined;
    async function* counted(): AsyncGenerator<CompareLineItem> {
      for await (const item of items) {
        bytes += item.bytes;
        if (coverage !== undefined && "input" in item) coverage.add(item.input);
        yield item;
      }
    }
    const summary = new SummaryTally(variants, examples, clusters);
    const settings = { variants, ...(values.base !== undefined ? { base: values.base } : {}), ...(values.encoding !== undefined ? { encoding: values.encoding } : {}), ...(values.ambiguity ? { ambiguity: true } : {}) };
    const threads = { ...(workers !== undefined ? { workers } : {}), ...(workerThreshold !== undefined ? { workerThreshold } : {}), firstIndex: offset, changedOnly: values.changed };
    if (values.json) out('{"records": [');
    let first = true;
    let blockEnded = true;
    let count = 0;
    // Each record comes with its class (from a worker: as its JSON, parsed only for the text
    // form); the summary is filled as they come, with every record, shown or not.
    for await (const record of compareRecords(counted(), settings, threads, summary)) {
      count++;
      if (record.recordClass === "problem") failed++;
      progress.update(count, bytes);
      // --changed: the same records left out in every format.
      if (values.changed && record.recordClass === "all-agree") continue;
      if (values.json) {
        // Not joined: a record's JSON can be hundreds of MB.
        outChunks(first ? [record.json] : [",", record.json]);
        first = false;
      } else if (values.jsonl) out(record.json);
      else {
        // A record whose variants differ is a block ending in an empty line; one where all agree, one line.
        const shown = formatRecordText(record.record, variants);
        text(shown);
        blockEnded = shown.endsWith("\n");
      }
    }
    progress.clear();
    // Each cluster's first input, shrunk to its shortest witness (those merged from a worker's chunks have none yet).
    summary.shrinkClusters((cluster) => shrinkInputWithin(cluster.first.input, staysInCluster(cluster, settings), WITNESS_TRIES));
    if (coverage !== undefined) summary.addCoverage(coverage.counts());
    const result = summary.summary();
    if (values.json) outChunks(summaryChunks('], "summary": ', result, "}"));
    else if (values.jsonl) outChunks(summaryChunks('{"summary":', result, "}"));
    else text(`${blockEnded ? "" : "\n"}${formatSummaryText(result, Math.max(80, ctx.stderr?.columns ?? 160))}`);
    if (values.json || values.jsonl) ctx.err(summaryHeadline(result));
    if (summaryDescriptor !== undefined) {
      try {
        for (const chunk of jsonChunks(summaryFile(result, { base: values.base ?? null, encoding: encoding?.name ?? "utf-8", examples, ...(clusters ? { clusters: true as const } : {}), ...(coverage !== undefined ? { coverage: true as const } : {}), ...(generate !== undefined ? { generated: { seed: seed ?? DEFAULT_GENERATION_SEED } } : {}) }, shardIndexes(offset, result.inputs)))) writeFileSync(summaryDescriptor, chunk);
        writeFileSync(summaryDescriptor, "\n");
      } finally {
        closeSync(summaryDescriptor);
      }
    }
    return failed > 0 ? EXIT_INPUT_FAILED : EXIT_OK;
  },
);

/** webaddr compare, and webaddr compare merge when merge comes first. */
export const compareCommand: CommandDefinition = {
  usage: COMPARE_USAGE,
  run: (args: readonly string[], ctx: CommandContext) => (args[0] === "merge" ? mergeCommand.run(args.slice(1), ctx) : compareFiles.run(args, ctx)),
};

function openSummaryFile(path: string): number {
  try {
    return openSync(path, "w");
  } catch (e) {
    throw new UsageError(`cannot write the summary to ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}
