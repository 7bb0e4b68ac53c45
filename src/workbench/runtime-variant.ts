/**
 * Variants built at run time from a base variant plus overlay grammar files — the spec editor's
 * "what if" (docs/workbench.md). The .peggy overlays are merged and compiled in process with the
 * build's own rules (src/grammar/compile-grammar.ts: an overlay rule the base lacks must be
 * declared "// @new"; a Peggy warning is an error; every problem has file, line and column),
 * and the result is a VariantDescriptor like any other: the base's preparation, component
 * extraction and resolver, the new parsers. parse(), resolve(), productionTree() and compare()
 * take it as a variant value or by its id ("html5-2009+my.peggy", once registerRuntimeVariants() has
 * been called; src/variants/lookup-variant.ts).
 *
 * Overlays come in pairs, as the project's grammars do: my.peggy for the parser and my.abnf, its
 * ABNF, for the oracle (grammar check, grammar ambiguity). Naming either file brings in the other
 * when it exists beside it.
 *
 * Which parser runs (WorkbenchSources.parsedBy): with a .peggy beside every .abnf overlay, the
 * .peggy overlays, merged with the base's Peggy files — here unchecked: the variant a user gets
 * (derived-variant.ts) runs them only once they passed the PEG ≡ ABNF check, and otherwise builds
 * this with abnfParses. Else the ABNF's preferred parse (abnf-parser-adapter.ts) runs, over the
 * base's .abnf files and every .abnf overlay, and a .peggy overlay given too is compiled but does
 * not parse (a warning says so). The .peggy overlays compile with webaddr's code generator, as
 * the build's parsers do (compile below).
 */
import { existsSync, readFileSync } from "node:fs";
import { buildAbnfOracle, type AbnfOracle } from "../abnf/abnf-oracle.js";
import { abnfPathOf, peggyDeclaredNew, readProjectAbnfSources } from "../abnf/abnf-sources.js";
import { readAbnfFile, type AbnfSource } from "../abnf/read-abnf-file.js";
import { compileGrammarToInterpreter, compileGrammarToScript, compileGrammarToSource, parserFromScript, type CompileGrammarOptions } from "../grammar/compile-grammar.js";
import { readProjectGrammarFiles } from "../grammar/grammar-files.js";
import type { CompiledGrammar } from "../grammar/grammar-node.js";
import { grammarDiagnostic, type GrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import { mergeGrammars, parseGrammarFile, rulesReachable, type GrammarSource } from "../grammar/merge-grammars.js";
import { ruleNameKey } from "../grammar/rule-names.js";
import { VARIANT_IDS, VARIANTS, isVariantId } from "../variants/registry.js";
import type { GrammarVariant, LoadedGrammar, VariantDescriptor } from "../variants/variant.js";
import { otherHalf, runtimeVariantId, type RuntimeVariantSpec } from "./variant-spec.js";
import { ABNF_PARSER_NOTE, abnfCompiledGrammar, abnfAmbiguityCheck } from "./abnf-parser-adapter.js";

/** The files merged, as mergeGrammars gives them when they merge. */
type Merged = Extract<ReturnType<typeof mergeGrammars>, { ok: true }>;

/** What a runtime variant was built from (the workbench reads its ABNF from here). */
export interface WorkbenchSources {
  readonly base: GrammarVariant;
  /** The overlays as given. */
  readonly overlays: readonly string[];
  /** The .peggy overlay files read (after the base's files in the merge). */
  readonly peggyOverlays: readonly GrammarSource[];
  /** The .abnf overlay files read. */
  readonly abnfOverlays: readonly AbnfSource[];
  /** The overlay files read: those given, then the pairs found beside them. */
  readonly files: readonly string[];
  /**
   * Which parser runs: "peggy" (the .peggy overlays, or the base's parser when only .abnf files
   * with a .peggy beside them are given), "abnf" (an .abnf overlay has no .peggy beside it: the
   * ABNF's preferred parse), or "derived" (the .peggy the workbench derived from such an .abnf
   * and checked against it, derived-variant.ts).
   */
  readonly parsedBy: "peggy" | "abnf" | "derived";
  /** parsedBy "derived": the derived .peggy (path: where it would stand beside the .abnf) and how it was checked. */
  readonly derivedPeggy?: { readonly path: string; readonly text: string; readonly checked: string };
  /** parsedBy "peggy" with .abnf overlays: how the .peggy overlays passed the check against them. */
  readonly peggyChecked?: string;
  /**
   * The .peggy overlays beside the .abnf ones failed the check, so the ABNF parses: the variant
   * they would have made, for grammar check and grammar trace to examine.
   */
  readonly refusedPeggy?: WorkbenchVariant;
  /**
   * How the .peggy overlays were compiled: "webaddr" (the project's code generator), "interpreted" (the generator's IR run by its
   * interpreter, no code evaluated: BuildVariantOptions.evaluatesCode false), or undefined (none
   * given).
   */
  readonly codegen?: RuntimeCodegen;
  /** Warnings of the build (severity "warning"): the CLI prints them. */
  readonly warnings: readonly GrammarDiagnostic[];
}

export type RuntimeCodegen = "webaddr" | "interpreted";

export interface WorkbenchVariant extends GrammarVariant {
  readonly workbench: WorkbenchSources;
}

export function isWorkbenchVariant(d: VariantDescriptor): d is WorkbenchVariant {
  return "workbench" in d && (d as Partial<WorkbenchVariant>).workbench !== undefined;
}

export type BuildVariantResult = { readonly ok: true; readonly variant: WorkbenchVariant } | { readonly ok: false; readonly errors: readonly GrammarDiagnostic[] };

export interface BuildVariantOptions {
  /** Reads an overlay file (default: the file system, as UTF-8). */
  readonly readFile?: (path: string) => string;
  /** Whether a file exists (default: the file system); used to find an overlay's pair. */
  readonly exists?: (path: string) => boolean;
  /**
   * Whether code may be evaluated (default true). False where a Content-Security-Policy forbids
   * eval (the web page and its worker): the .peggy overlays then run by the code generator's
   * interpreter, and a construct the generator refuses is an error, not a fallback to Peggy's
   * (evaluated) parser.
   */
  readonly evaluatesCode?: boolean;
  /** The ABNF parses even where a .peggy stands beside every .abnf overlay (it failed the check). */
  readonly abnfParses?: boolean;
  /**
   * The parser of the .peggy overlays as another thread compiled it (LoadedGrammar.parserScript,
   * handed to compare's workers): evaluated as it is, without compiling the grammar again or
   * looking for unreachable rules (the compile that wrote it did). Where code may not be
   * evaluated it is not used.
   */
  readonly parserScript?: string;
}

type Compiled = { ok: true; value: CompiledGrammar; codegen: RuntimeCodegen; script?: string } | { ok: false; errors: readonly GrammarDiagnostic[] };

/**
 * Compiles with webaddr's code generator, the one engine every Peggy grammar runs on (the built-in
 * ones, and overlays in the CLI and the page): its parser where code may be evaluated, its IR
 * interpreted where not (the page's Content-Security-Policy forbids eval). A construct it refuses
 * is an error with its place, as in the build.
 */
function compile(files: readonly GrammarSource[], base: GrammarVariant, mode: "spans" | "trace", evaluatesCode: boolean, merged?: Merged["grammar"]): Compiled {
  const grammar = base.grammar;
  const options = { files, mode, spanRules: grammar.spanRules, startRule: grammar.startRule };
  const given = merged === undefined ? options : { ...options, merged };
  if (evaluatesCode) {
    const script = compileGrammarToScript(given);
    if (script.ok) return { ok: true, value: parserFromScript(script.value), codegen: "webaddr", script: script.value };
    return refused(options, script.errors);
  }
  const compiled = compileGrammarToInterpreter(given);
  if (compiled.ok) return { ok: true, value: compiled.value, codegen: "interpreted" };
  return refused(options, compiled.errors);
}

/** Errors of webaddr's code generator: a grammar error as Peggy gives it, else a construct the generator refuses, said so. */
function refused(options: CompileGrammarOptions, errors: readonly GrammarDiagnostic[]): Compiled {
  // Peggy's generator writing its source (nothing evaluated) tells a refusal from a grammar error.
  const peggySource = compileGrammarToSource({ ...options, codegen: "peggy" });
  if (!peggySource.ok) return peggySource;
  return {
    ok: false,
    errors: errors.map((e) => ({ ...e, message: `webaddr's code generator, which runs every Peggy grammar, does not translate this: ${e.message}` })),
  };
}

/**
 * The "// @new" rules of the given overlays that nothing reaches from the start rule: a rule
 * nothing uses is a mistake (a misspelt reference, a forgotten alternative), an error like any
 * Peggy warning. (The project's own grammars may hold such rules — RFC 3987's absolute-IRI is
 * not reached from IRI-reference — so only the overlays a user gives are checked.)
 */
function unreachableNewRules(merged: Merged, overlays: readonly GrammarSource[], startRule: string): GrammarDiagnostic[] {
  const reached = rulesReachable(merged.grammar, startRule);
  const sources = new Set(overlays.map((f) => f.source));
  return merged.newRules
    .filter((r) => sources.has(String(r.location.source)) && !reached.has(r.name))
    .map((r) => grammarDiagnostic("error", `rule "${r.name}" is declared new but nothing reaches it from the start rule ${startRule}`, r.nameLocation));
}

interface OverlayRule {
  readonly key: string;
  readonly name: string;
  /** Written "rule =/ …": it adds alternatives rather than replacing. */
  readonly incremental: boolean;
  readonly line: number;
  readonly column: number;
}

/** The rules an overlay defines: its .abnf's (the meaning) when it has one, else its .peggy's. Unreadable files: none (their build reports them). */
function overlayRules(path: string, text: string): OverlayRule[] {
  if (path.endsWith(".abnf")) {
    const read = readAbnfFile({ source: path, text });
    return read.ok ? read.rules.map((r) => ({ key: r.key, name: r.name, incremental: r.incremental, line: r.location.line, column: r.location.column })) : [];
  }
  const grammar = parseGrammarFile({ source: path, text });
  if (!("rules" in grammar)) return [];
  return grammar.rules.map((r) => ({ key: ruleNameKey(r.name), name: r.name, incremental: false, line: r.nameLocation.start.line, column: r.nameLocation.start.column }));
}

/**
 * A rule that two overlay files define: an error naming both places. Each overlay replaces the
 * base's rule, so only the last file's definition would count, and the order of the files would
 * decide what the variant accepts (with "|" in one file's query and "#" in another's, the second
 * file's query alone). Within one file a second definition is already an error. Adding
 * alternatives ("=/") in several files is not refused: those add up, whatever the order.
 */
function rulesOfTwoOverlays(paths: readonly string[], texts: ReadonlyMap<string, string>): GrammarDiagnostic[] {
  // One overlay: an .abnf with its .peggy, or a file alone.
  const units = paths.filter((p) => p.endsWith(".abnf") || !texts.has(otherHalf(p)!));
  const first = new Map<string, OverlayRule & { readonly path: string }>();
  const errors: GrammarDiagnostic[] = [];
  for (const path of units) {
    for (const rule of overlayRules(path, texts.get(path)!)) {
      const earlier = first.get(rule.key);
      if (earlier === undefined) first.set(rule.key, { ...rule, path });
      else if (earlier.path !== path && !(earlier.incremental && rule.incremental)) {
        errors.push({
          severity: "error",
          source: path,
          line: rule.line,
          column: rule.column,
          message: `rule "${rule.name}" is defined by two overlays, here and at ${earlier.path}:${earlier.line}:${earlier.column}: each replaces the base's rule, so the order of the files would decide which counts; define it in one file`,
        });
      }
    }
  }
  return errors;
}

/** Builds { base, overlays } into a variant, compiled in process. Never throws. */
export function buildRuntimeVariant(spec: RuntimeVariantSpec, options: BuildVariantOptions = {}): BuildVariantResult {
  const readFile = options.readFile ?? ((p: string) => readFileSync(p, "utf8"));
  const exists = options.exists ?? ((p: string) => existsSync(p));
  if (!isVariantId(spec.base)) {
    return { ok: false, errors: [{ severity: "error", message: `unknown base variant "${spec.base}" (known: ${VARIANT_IDS.join(", ")})` }] };
  }
  const base = VARIANTS[spec.base] as VariantDescriptor;
  if (base.kind !== "grammar") return { ok: false, errors: [{ severity: "error", message: `the ${base.id} variant has no grammar to overlay` }] };
  if (spec.overlays.length === 0) return { ok: false, errors: [{ severity: "error", message: "no overlay files given" }] };

  // Each overlay, then its pair when it exists beside it and was not named too.
  const neither = spec.overlays.find((path) => otherHalf(path) === undefined);
  if (neither !== undefined) return { ok: false, errors: [{ severity: "error", source: neither, message: "an overlay is a .peggy or an .abnf file" }] };
  const paths = [...new Set([...spec.overlays, ...spec.overlays.map((path) => otherHalf(path)!).filter((pair) => exists(pair))])];
  const texts = new Map<string, string>();
  const errors: GrammarDiagnostic[] = [];
  for (const path of paths) {
    try {
      // A UTF-8 byte order mark opening the file is its encoding's signature, not grammar text
      // (as the Encoding Standard's decode reads it), so columns count from after it.
      const text = readFile(path);
      texts.set(path, text.startsWith("\uFEFF") ? text.slice(1) : text);
    } catch (e) {
      errors.push({ severity: "error", source: path, message: `cannot read the overlay: ${e instanceof Error ? e.message : String(e)}` });
    }
  }
  if (errors.length > 0) return { ok: false, errors };

  const twice = rulesOfTwoOverlays(paths, texts);
  if (twice.length > 0) return { ok: false, errors: twice };

  const peggyOverlays: GrammarSource[] = paths.filter((p) => p.endsWith(".peggy")).map((p) => ({ source: p, text: texts.get(p)! }));
  const abnfOverlays: AbnfSource[] = paths
    .filter((p) => p.endsWith(".abnf"))
    .map((p) => {
      const pair = otherHalf(p)!;
      return { source: p, text: texts.get(p)!, declaredNew: texts.has(pair) ? peggyDeclaredNew(texts.get(pair)!) : new Set<string>() };
    });

  let parser = base.grammar.parser;
  let traceParser = (): CompiledGrammar => base.grammar.traceParser;
  let codegen: RuntimeCodegen | undefined;
  const warnings: GrammarDiagnostic[] = [];
  let parserScript: string | undefined;
  if (peggyOverlays.length > 0) {
    const files = [...readProjectGrammarFiles(base.grammar.files), ...peggyOverlays];
    const evaluatesCode = options.evaluatesCode ?? true;
    const handed = evaluatesCode ? options.parserScript : undefined;
    let spans: Compiled;
    if (handed !== undefined) spans = { ok: true, value: parserFromScript(handed), codegen: "webaddr", script: handed };
    else {
      // Merged once: read by the check for unreachable rules, then compiled (which changes it).
      const merged = mergeGrammars(files);
      const unreachable = merged.ok ? unreachableNewRules(merged, peggyOverlays, base.grammar.startRule) : [];
      spans = compile(files, base, "spans", evaluatesCode, merged.ok ? merged.grammar : undefined);
      if (!spans.ok) return { ok: false, errors: [...spans.errors, ...unreachable] };
      if (unreachable.length > 0) return { ok: false, errors: unreachable };
    }
    parser = spans.value;
    parserScript = spans.script;
    // The whole production tree's parser (grammar trace, productionTree) is compiled when first
    // asked for: most runs never need it, and it was half of an overlay's start. It compiles
    // whenever the span rules' parser did (the same grammar, every rule a node).
    traceParser = () => {
      const trace = compile(files, base, "trace", evaluatesCode);
      if (!trace.ok) throw new Error(`the whole-tree parser of ${files.map((f) => f.source).join(" + ")} does not compile: ${trace.errors.map((e) => e.message).join("; ")}`);
      return trace.value;
    };
    codegen = spans.codegen;
  }

  // An .abnf overlay with no .peggy beside it: the ABNF parses (its preferred parse).
  const abnfAlone = abnfOverlays.filter((a) => !texts.has(otherHalf(a.source)!));
  const parsedBy = abnfAlone.length > 0 || (options.abnfParses === true && abnfOverlays.length > 0) ? "abnf" : "peggy";
  let abnfOracle: AbnfOracle | undefined;
  if (parsedBy === "abnf") {
    const baseAbnf = readProjectAbnfSources(base.grammar.files);
    if (!baseAbnf.ok) return baseAbnf;
    const built = buildAbnfOracle([...baseAbnf.files, ...abnfOverlays], { startRule: base.grammar.startRule, spanRules: base.grammar.spanRules });
    if (!built.ok) return built;
    abnfOracle = built.oracle;
    const oracle = built.oracle;
    parser = abnfCompiledGrammar(oracle, "spans");
    traceParser = () => abnfCompiledGrammar(oracle, "trace");
    for (const p of abnfAlone.length > 0 ? peggyOverlays : []) {
      warnings.push({ severity: "warning", source: p.source, message: `${abnfAlone.map((a) => a.source).join(", ")} has no .peggy beside it, so the variant is parsed by the ABNF; this .peggy overlay is compiled but does not parse` });
    }
  }
  // A .peggy with no .abnf beside it: nothing says what it should mean, so nothing checks it, and
  // PEG's ordered choice decides (dec-octet in RFC order gives 25.1.1.1 a reg-name host).
  const unpaired = peggyOverlays.filter((p) => !texts.has(otherHalf(p.source)!));
  for (const p of unpaired) {
    warnings.push({
      severity: "warning",
      source: p.source,
      message: `no ${otherHalf(p.source)} beside it, so this .peggy parses unchecked: what it accepts and which production wins are PEG's ordered choice, which an ABNF beside it would be checked against (webaddr grammar check)`,
    });
  }
  const id = runtimeVariantId(spec);
  const variant: WorkbenchVariant = {
    ...base,
    id,
    title: `${base.title} + ${spec.overlays.join(" + ")}${parsedBy === "abnf" ? `, ${ABNF_PARSER_NOTE}` : ""}`,
    source: `${base.source}, with the overlays ${paths.join(", ")}`,
    grammar: overlaidGrammar(base.grammar, [...base.grammar.files, ...peggyOverlays.map((f) => f.source)], parser, traceParser, parserScript),
    ...(abnfOracle === undefined ? {} : { ambiguity: abnfAmbiguityCheck(abnfOracle) }),
    ...(unpaired.length > 0 ? { grammarUnchecked: true as const } : {}),
    workbench: { base, overlays: spec.overlays, peggyOverlays, abnfOverlays, files: paths, parsedBy, ...(codegen === undefined ? {} : { codegen }), warnings },
  };
  return { ok: true, variant };
}

/** The base's grammar with the overlays' files and parsers, the whole-tree parser made when first read. */
function overlaidGrammar(base: LoadedGrammar, files: readonly string[], parser: CompiledGrammar, traceParser: () => CompiledGrammar, parserScript: string | undefined): LoadedGrammar {
  let trace: CompiledGrammar | undefined;
  return {
    files,
    startRule: base.startRule,
    spanRules: base.spanRules,
    parser,
    ...(parserScript === undefined ? {} : { parserScript }),
    get traceParser() {
      return (trace ??= traceParser());
    },
  };
}

/** The Peggy files of a variant: the project's, then a runtime variant's overlays. */
export function peggySources(descriptor: VariantDescriptor): GrammarSource[] {
  if (isWorkbenchVariant(descriptor)) return [...readProjectGrammarFiles(descriptor.workbench.base.grammar.files), ...descriptor.workbench.peggyOverlays];
  return descriptor.kind === "grammar" ? readProjectGrammarFiles(descriptor.grammar.files) : [];
}

/** The characters quoted in a variant's ABNF overlays (every .abnf file after the base's). */
export function abnfOverlayCharacters(descriptor: VariantDescriptor): number[] {
  const sources = variantAbnfSources(descriptor);
  if (!sources.ok) return [];
  const out = new Set<number>();
  for (const file of sources.files.slice(1)) {
    // Quoted strings and %x values, read off the text (comments dropped).
    const code = file.text.replace(/;.*$/gm, "");
    for (const m of code.matchAll(/"([^"]*)"/g)) for (const ch of m[1]!) out.add(ch.codePointAt(0)!);
    for (const m of code.matchAll(/%x([0-9A-Fa-f]+)(?:-([0-9A-Fa-f]+))?/g)) {
      out.add(parseInt(m[1]!, 16));
      if (m[2] !== undefined) out.add(parseInt(m[2], 16));
    }
  }
  return [...out];
}

/**
 * The ABNF files of a variant: the base's copies (grammar/x.abnf beside each grammar/x.peggy),
 * then a runtime variant's .abnf overlays. A runtime variant with a .peggy overlay but no ABNF
 * for it is refused: the oracle would check the new parser against the old language.
 */
export function variantAbnfSources(descriptor: VariantDescriptor): { ok: true; files: readonly AbnfSource[] } | { ok: false; errors: readonly GrammarDiagnostic[] } {
  if (descriptor.kind !== "grammar") return { ok: false, errors: [{ severity: "error", message: `the ${descriptor.id} variant has no grammar` }] };
  if (!isWorkbenchVariant(descriptor)) return readProjectAbnfSources(descriptor.grammar.files);
  const { base, peggyOverlays, abnfOverlays } = descriptor.workbench;
  const missing = peggyOverlays.filter((p) => !abnfOverlays.some((a) => a.source === abnfPathOf(p.source)));
  if (missing.length > 0) {
    return {
      ok: false,
      errors: missing.map((p) => ({ severity: "error" as const, source: p.source, message: `no ABNF for this overlay: write ${abnfPathOf(p.source)} beside it (the same productions in ABNF), so that the oracle knows the language it means` })),
    };
  }
  const baseFiles = readProjectAbnfSources(base.grammar!.files);
  if (!baseFiles.ok) return baseFiles;
  return { ok: true, files: [...baseFiles.files, ...abnfOverlays] };
}
