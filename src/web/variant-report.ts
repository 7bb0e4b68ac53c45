/**
 * What one column shows: the input parsed, resolved against the base and read through the URL
 * decomposition attributes, under one variant; and the results panels' whole input (computeResults).
 * Plain data, no DOM, so that it survives postMessage and the tests can compute the same reports
 * in Node and compare them with the page.
 */
import type { ParseResult } from "../parse/parse-result.js";
import { parse } from "../api/parse.js";
import { productionTree, type ProductionTreeResult } from "../api/production-tree.js";
import type { ResolveResult } from "../resolve/resolve-result.js";
import { resolve } from "../api/resolve.js";
import { resolveEncodingLabel } from "../encoding/labels.js";
import type { URLDecompositionAttributeName } from "../attributes/components.js";
import { getURLDecompositionAttributes } from "../attributes/getters.js";
import { lookupVariant } from "../variants/lookup-variant.js";
import { parseWhatwgAgainst } from "../whatwg/parse-whatwg.js";
import { basicURLParse, urlClassAttributes } from "../whatwg/url-standard/index.js";
import type { VariantName } from "../variants/parsing.js";

export interface VariantReport {
  readonly variant: string;
  readonly title: string;
  readonly source: string;
  readonly parsed: ParseResult;
  readonly resolved: ResolveResult;
  readonly attributes: AttributeReport;
  /** What the column does differently from what its title suggests, or cannot do (shown above it). */
  readonly notes: readonly string[];
  /** Whether the variant's text defines validation errors (whatwg: the URL Standard's). */
  readonly definesValidationErrors: boolean;
}

interface ReportInputs {
  /** The URL, escapes already decoded. */
  readonly url: string;
  readonly base: string;
  readonly encoding: string;
}

/** variant: a registry id, or the overlay panel's column ("html5-2009+overlay.abnf", overlay-panel.ts). */
export function variantReport(variant: VariantName, inputs: ReportInputs): VariantReport {
  const found = lookupVariant(variant);
  const descriptor = found.ok ? found.variant : undefined;
  // With its trace: the URL after each step, which the resolved cell can unfold.
  const resolved = resolve(inputs.url, inputs.base, { variant, encoding: inputs.encoding, trace: true });
  const whatwg = variant === WHATWG;
  return {
    variant,
    title: descriptor?.title ?? variant,
    source: descriptor?.source ?? "",
    // The URL Standard parses a reference against its base (new URL(input, base)): so does its
    // column, as the whatwg-url live viewer does, rather than rejecting every relative reference.
    parsed: whatwg && inputs.base !== "" ? parseWhatwgAgainst(inputs.url, inputs.base) : parse(inputs.url, { variant }),
    resolved,
    attributes: attributeReport(variant, resolved),
    notes: whatwg ? whatwgNotes(inputs) : [],
    definesValidationErrors: whatwg,
  };
}

export interface ResultsRequest {
  /** The URL and the base, escapes already decoded. */
  readonly url: string;
  readonly base: string;
  readonly encoding: string;
  /** The columns, in order: registry ids and the overlay's column id. */
  readonly columns: readonly VariantName[];
  /** The variant whose production tree is shown; undefined when none is (it is not a column). */
  readonly tree: VariantName | undefined;
}

export interface ComputedResults {
  readonly reports: readonly VariantReport[];
  readonly tree: ProductionTreeResult | undefined;
  /** How long computing took, where it ran. */
  readonly ms: number;
}

/**
 * What the results panels show for one input: every column's report and the production tree of
 * the variant chosen for the tree. The page computes it itself for a short input (at every
 * keystroke, as a calculator should) and has the results worker (results-worker.ts) compute it
 * for a long one, so that typing and scrolling never wait for the library — at 100 KB the
 * columns take several hundred milliseconds, most of them the grammar-based variants'.
 */
export function computeResults(request: ResultsRequest): ComputedResults {
  const started = performance.now();
  const inputs = { url: request.url, base: request.base, encoding: request.encoding };
  const reports = request.columns.map((variant) => variantReport(variant, inputs));
  const tree = request.tree === undefined ? undefined : productionTree(request.url, { variant: request.tree });
  return { reports, tree, ms: performance.now() - started };
}

const WHATWG = "whatwg";

/** What the whatwg column does that a reader of the URL Standard would not expect. */
function whatwgNotes(inputs: ReportInputs): string[] {
  const notes: string[] = [];
  if (inputs.base !== "") notes.push("Parsed against the base, as new URL(input, base) does: the components are those of the resulting URL.");
  const encoding = resolveEncodingLabel(inputs.encoding);
  // URL Standard, basic URL parser: the query of a special URL (not ws/wss) is percent-encoded in
  // the document's encoding. The resolved URL is (resolve passes the encoding, as HTML's
  // "encoding-parse a URL" does); the components, parsed as new URL(input, base) is, are UTF-8.
  if (encoding.ok && encoding.encoding.name !== "utf-8" && /[^\u0000-\u007F]/.test(inputs.url)) {
    notes.push(`The resolved URL percent-encodes a special URL's query in ${encoding.encoding.name}, as a browser does in a ${encoding.encoding.name} document (URL Standard, basic URL parser, "encoding"); the components, those of new URL(input, base), are in UTF-8.`);
  }
  return notes;
}

interface AttributeReport {
  /** Whose getters ran. */
  readonly getters: string;
  /** The input the getters acted on ("" when resolving failed). */
  readonly input: string;
  readonly values: Readonly<Record<URLDecompositionAttributeName, string>>;
}

/**
 * The seven URL decomposition attribute values: what an <a> element with the input as its href
 * would return, under variant. HTML5 §2.6.6 gives the attributes "an input, which is a URL that
 * the attributes act on"; for an <a> element that is its href resolved, and nothing when
 * resolving fails (then every getter returns the empty string). So each column runs §2.6.6's
 * getters (src/attributes/) on the URL its own variant resolved. Today's URL Standard has its own
 * getters (the URL class; HTML's hyperlink element utils), so the whatwg column runs those instead.
 */
function attributeReport(variant: VariantName, resolved: ResolveResult): AttributeReport {
  const input = resolved.ok ? resolved.href : "";
  if (variant !== WHATWG) return { getters: "HTML5 §2.6.6", input, values: getURLDecompositionAttributes(input) };
  // The URL class's constructor: "Let parsedURL be the result of running the API URL parser on
  // url" (no base). HTML's HTMLHyperlinkElementUtils over no URL: protocol is ":" and the rest "".
  const url = resolved.ok ? basicURLParse(resolved.href) : null;
  const values = url === null ? { protocol: ":", host: "", hostname: "", port: "", pathname: "", search: "", hash: "" } : urlClassAttributes(url);
  return { getters: "URL Standard", input, values };
}
