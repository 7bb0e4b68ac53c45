/**
 * RFC 3986 §5.2 as written: the reference and the base must be URI-references (the base with a
 * scheme, §5.1 "the base URI ... must be ... absolute"), and nothing else is done to them.
 */
import { parseWith } from "../parse/parse-with.js";
import { recompose, transformReferences } from "../rfc3986/index.js";
import type { VariantDescriptor } from "../variants/variant.js";
import type { ResolveBase } from "./document-context.js";
import { elementBaseURI } from "./document-base-url.js";
import { parseBase } from "./parse-base.js";
import { referenceComponentsOf, type ResolveOptions } from "./html5-resolve.js";
import type { ResolveResult, ResolveTraceEntry } from "./resolve-result.js";

export function resolveRFC3986(descriptor: VariantDescriptor, input: string, base: ResolveBase, options: ResolveOptions = {}): ResolveResult {
  const trace: ResolveTraceEntry[] | undefined = options.trace ? [] : undefined;
  const fail = (step: "base" | "parse", message: string, offset?: number): ResolveResult => ({
    ok: false,
    variant: descriptor.id,
    input,
    error: offset === undefined ? { step, message } : { step, message, offset },
    ...(trace ? { trace } : {}),
  });
  let baseURL: string;
  if (typeof base === "string") baseURL = base;
  else {
    const resolveAgainst = (url: string, against: string) => resolveRFC3986(descriptor, url, against);
    const elementBase = elementBaseURI(base, resolveAgainst);
    if (!elementBase.ok) return fail("base", elementBase.message);
    baseURL = elementBase.base;
  }
  const parsedBase = parseBase(descriptor, baseURL);
  if (!parsedBase.ok) return fail("base", `the base ${JSON.stringify(baseURL)} is not a URI: ${parsedBase.error.message}`);
  if (parsedBase.components.scheme === undefined) return fail("base", `the base ${JSON.stringify(baseURL)} is not an absolute URI (it has no scheme)`);
  // §5.2.1: "the URI reference is parsed into the five URI components".
  const parsed = parseWith(descriptor, input);
  if (!parsed.ok) return fail("parse", parsed.error.message, parsed.error.offset);
  trace?.push({ step: "parse", url: input });
  // §5.2.2 Transform References (strict), §5.3 Component Recomposition.
  const href = recompose(transformReferences(referenceComponentsOf(parsed), referenceComponentsOf(parsedBase)));
  trace?.push({ step: "relative-resolution", url: href });
  return trace ? { ok: true, variant: descriptor.id, input, href, trace } : { ok: true, variant: descriptor.id, input, href };
}
