/**
 * The one frame every variant resolves in (resolve() in src/api/resolve.ts checks the arguments
 * and looks the variant up, once): it looks up the encoding once, determines the base once (an
 * absolute URL as given, or an element's base URI by the variant's document base rule) and
 * records the trace once; the variant supplies its steps (src/resolve/resolution.ts).
 */
import { resolveEncodingLabel } from "../encoding/index.js";
import type { ResolveBase } from "./document-context.js";
import { elementBaseURI } from "./document-base-url.js";
import type { ResolvingVariant, VariantOptions } from "./resolution.js";
import type { ResolveError, ResolveResult, ResolveTraceEntry } from "./resolve-result.js";
import type { ValidationError } from "../parse/validation-error.js";
import { isReservedUnresolvableURL } from "./about-urls.js";

export interface ResolveOptions extends VariantOptions {
  /** The URL character encoding (any label); for an element base, the document's encoding is the default. UTF-8 otherwise. */
  readonly encoding?: string;
  /** Record the URL after each step. */
  readonly trace?: boolean;
}

/** A failed resolution (with the trace so far, when there is one, and the validation errors, when the variant reports them). */
function failure(variant: ResolvingVariant, input: string, error: ResolveError, trace: ResolveTraceEntry[] | undefined, validationErrors?: readonly ValidationError[]): ResolveResult {
  if (validationErrors === undefined) return trace ? { ok: false, variant: variant.id, input, error, trace } : { ok: false, variant: variant.id, input, error };
  return trace ? { ok: false, variant: variant.id, input, error, trace, validationErrors } : { ok: false, variant: variant.id, input, error, validationErrors };
}

/** Resolves with a variant already looked up and arguments already checked (the frame's recursion for element bases, and compare). */
export function resolveWith(variant: ResolvingVariant, input: string, base: ResolveBase, options: ResolveOptions): ResolveResult {
  const trace: ResolveTraceEntry[] | undefined = options.trace ? [] : undefined;

  // "Let encoding be determined as follows": the caller's label, else the element's document's, else UTF-8.
  const label = options.encoding ?? (typeof base === "string" ? undefined : base.document.encoding) ?? "utf-8";
  const lookup = resolveEncodingLabel(label);
  if (!lookup.ok) return failure(variant, input, { step: "encoding", message: lookup.error.message }, trace);

  // "If the algorithm was invoked with an absolute URL to use as the base URL, let base be that
  // absolute URL. Otherwise, let base be the base URI of the element, as defined by the XML Base
  // specification, with the base URI of the document entity being defined as the document base
  // URL of the Document that owns the element." (Each variant's text says the same in its words;
  // Resolution.documentBase holds where they differ.)
  let baseURL: string;
  if (typeof base === "string") baseURL = base;
  else {
    const resolveAgainst = (url: string, against: string, encoding: string | undefined): ResolveResult =>
      resolveWith(variant, url, against, { ...options, encoding: encoding ?? options.encoding, trace: false });
    const elementBase = elementBaseURI(base, variant.resolution.documentBase, resolveAgainst);
    if (!elementBase.ok) return failure(variant, input, { step: "base", message: elementBase.message }, trace);
    baseURL = elementBase.base;
  }

  const record = trace ? (step: ResolveTraceEntry["step"], url: string): void => void trace.push({ step, url }) : undefined;
  const outcome = variant.resolution.steps({ variant, input, base: baseURL, encoding: lookup.encoding, options, record });
  if (!outcome.ok) return failure(variant, input, outcome.error, trace, outcome.validationErrors);

  // HTML5 §2.6.1: "This specification defines the URL about:legacy-compat as a reserved, though
  // unresolvable, about: URI" (and about:srcdoc likewise): a result that is one is an error.
  if (variant.resolution.reservedURLs && outcome.mayBeAboutURL !== false && isReservedUnresolvableURL(outcome.href)) {
    return failure(variant, input, { step: "conformance", message: `${outcome.href} is reserved and unresolvable (HTML5 §2.6.1)` }, trace);
  }
  // Each result made whole, with only the fields it has: the objects of one shape per variant keep
  // the callers' property reads fast.
  const { href, validationErrors } = outcome;
  if (validationErrors === undefined) return trace ? { ok: true, variant: variant.id, input, href, trace } : { ok: true, variant: variant.id, input, href };
  return trace ? { ok: true, variant: variant.id, input, href, trace, validationErrors } : { ok: true, variant: variant.id, input, href, validationErrors };
}
