/**
 * Everything the page shows follows from this state, and the state lives in the page's #
 * fragment (fragment-state.ts), so a link reproduces exactly what you see.
 */
import { DEFAULT_GENERATION_SEED, MAX_GENERATION_SEED } from "../compare/compare-types.js";
import type { VariantName } from "../variants/parsing.js";

export interface PageState {
  /** The URL field as typed (in escaped mode, with its escapes). */
  readonly url: string;
  /** The base URL field as typed. */
  readonly base: string;
  /** The document's character encoding: any Encoding Standard label. */
  readonly encoding: string;
  /** Whether the URL and base fields are read through decodeEscapes (escaped-input.ts). */
  readonly escaped: boolean;
  /** The variants shown, in registry order. */
  readonly variants: readonly string[];
  /** The variant every other column is compared with. */
  readonly reference: string;
  /** The variant whose production tree is shown. */
  readonly tree: string;
  /** Whether the table shows only the rows where some column differs from the reference. */
  readonly differencesOnly: boolean;
  /**
   * The grammar overlay panel: ABNF or Peggy rules over a base variant (overlay-variant.ts), shown as one
   * more column beside its base; undefined when the panel holds none.
   */
  readonly overlay?: PageOverlay;
  /** The corpus panel's corpus (corpus-panel.ts): a bundled one by name, pasted text, or generated inputs; undefined when it holds none. */
  readonly corpus?: PageCorpus;
}

/** The corpora the page carries (corpus-bundled.ts). */
export const BUNDLED_CORPORA = [
  { name: "wpt-urltestdata", title: "WPT urltestdata.json (every case's input and base)" },
  { name: "spec-examples", title: "the examples below (the specs' own and known discrepancies)" },
] as const;

export type BundledCorpusName = (typeof BUNDLED_CORPORA)[number]["name"];

export function isBundledCorpusName(name: string): name is BundledCorpusName {
  return BUNDLED_CORPORA.some((c) => c.name === name);
}

/**
 * The corpus panel's corpus. Generated inputs are webaddr compare --generate count --seed seed's,
 * from the grammars of the variants shown; count and seed are kept as typed (the link carries them
 * so), and read as numbers when the corpus runs (generatedSettings).
 */
export type PageCorpus =
  | { readonly kind: "bundled"; readonly name: BundledCorpusName }
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "generated"; readonly count: string; readonly seed: string };

/** The page generates at most this many inputs a run: the answer holds every one (webaddr compare --generate takes any number). */
export const MAX_PAGE_GENERATED = 100_000;

/** The generated corpus the panel offers first. */
export const DEFAULT_GENERATED = { kind: "generated", count: "10000", seed: String(DEFAULT_GENERATION_SEED) } as const satisfies PageCorpus;

/** A generated corpus's count and seed as numbers, or what is wrong with the one that is not. */
export function generatedSettings(corpus: { readonly count: string; readonly seed: string }): { readonly ok: true; readonly count: number; readonly seed: number } | { readonly ok: false; readonly error: string } {
  const whole = (text: string): number | undefined => (/^\s*\d{1,10}\s*$/.test(text) ? Number(text) : undefined);
  const count = whole(corpus.count);
  if (count === undefined || count < 1 || count > MAX_PAGE_GENERATED) return { ok: false, error: `The number of inputs must be a whole number from 1 to ${MAX_PAGE_GENERATED.toLocaleString("en")} (webaddr compare --generate N takes more), not "${corpus.count}".` };
  const seed = whole(corpus.seed);
  if (seed === undefined || seed > MAX_GENERATION_SEED) return { ok: false, error: `The seed must be a whole number from 0 to ${MAX_GENERATION_SEED}, not "${corpus.seed}".` };
  return { ok: true, count, seed };
}

/** What an overlay is written in: ABNF (RFC 5234) or a Peggy grammar, as the CLI's .abnf and .peggy overlays. */
export type OverlaySyntax = "abnf" | "peggy";

export interface PageOverlay {
  /** The base variant's id. */
  readonly base: string;
  /** The rules, as typed. */
  readonly text: string;
  /** What they are written in; undefined: ABNF. */
  readonly syntax?: OverlaySyntax;
  /**
   * ABNF rules only: their Peggy transcription, the .peggy beside the .abnf, which parses the
   * column once it passed the check against them (src/workbench/derived-variant.ts).
   */
  readonly peggy?: string;
}

/** The overlay's key: everything its variant is built from. */
export function overlayKey(overlay: PageOverlay): string {
  return [overlay.syntax ?? "abnf", overlay.base, overlay.text, overlay.peggy ?? ""].join("\u0000");
}

/** The file name the overlay's text is given under (diagnostics name it; the column's id holds it). */
export function overlayFile(overlay: PageOverlay): string {
  return `overlay.${overlay.syntax ?? "abnf"}`;
}

/** The id of the overlay's column ("html5-2009+overlay.abnf"): a runtime variant id, as the CLI writes one. */
export function overlayVariantId(overlay: PageOverlay): string {
  return `${overlay.base}+${overlayFile(overlay)}`;
}

/** The columns: the variants shown, with the overlay's right after its base (or last). */
export function columnsOf(variants: readonly string[], overlay: PageOverlay | undefined): string[] {
  if (overlay === undefined) return [...variants];
  const at = variants.indexOf(overlay.base);
  const id = overlayVariantId(overlay);
  return at < 0 ? [...variants, id] : [...variants.slice(0, at + 1), id, ...variants.slice(at + 1)];
}

/**
 * The columns as the library's calls take them. A name in the link that names no variant is
 * kept, not dropped: its column gives the lookup's unknown-variant error.
 */
export function columnNames(columns: readonly string[]): VariantName[] {
  return columns as VariantName[];
}

export function defaultState(variantIds: readonly string[], defaultVariant: string): PageState {
  return {
    url: "http://user@example.com:8080/a b/c?q=1#top#more",
    base: "http://example.com/dir/page",
    encoding: "utf-8",
    escaped: false,
    variants: [...variantIds],
    reference: defaultVariant,
    tree: defaultVariant,
    differencesOnly: false,
  };
}

/**
 * Keeps a state consistent with the registry: unknown variants dropped, variants in registry
 * order, at least one shown (those shownByDefault when none is), and the reference and tree
 * variants among the shown ones (or the overlay's column). An overlay over a variant that is not
 * a base (no grammar) is dropped, and so is an empty one.
 */
export function normalizeState(state: PageState, variantIds: readonly string[], defaultVariant: string, overlayBases: readonly string[] = [], shownByDefault: readonly string[] = variantIds): PageState {
  let variants = variantIds.filter((id) => state.variants.includes(id));
  if (variants.length === 0) variants = [...shownByDefault];
  const fallback = variants.includes(defaultVariant) ? defaultVariant : (variants[0] ?? defaultVariant);
  const { overlay: given, ...rest } = state;
  const overlay = given !== undefined && given.text.trim() !== "" && overlayBases.includes(given.base) ? given : undefined;
  const columns = columnsOf(variants, overlay);
  return {
    ...rest,
    variants,
    reference: columns.includes(state.reference) ? state.reference : fallback,
    tree: columns.includes(state.tree) ? state.tree : fallback,
    ...(overlay === undefined ? {} : { overlay }),
  };
}

/** A text field cannot hold a line break: a state whose raw text has one is shown in escaped mode. */
const LINE_BREAK = /[\r\n]/;

export function fitTextFields(state: PageState, encode: (text: string) => string): PageState {
  if (state.escaped || (!LINE_BREAK.test(state.url) && !LINE_BREAK.test(state.base))) return state;
  return { ...state, escaped: true, url: encode(state.url), base: encode(state.base) };
}
