/**
 * RFC 1808 §4 "Resolving Relative URLs" for the rfc1808 variant: the syntax checks around the
 * algorithm (src/rfc1808/resolve-relative-url.ts holds the steps themselves).
 *
 * - The embedded URL must be a valid URL (§2.2's BNF): §4 "does guarantee that any valid URL
 *   (relative or absolute) can be consistently transformed to an absolute form given a valid
 *   base URL".
 * - The base must fit the generic-RL syntax: "base documents can only make use of relative URLs
 *   when their base URL fits within the generic-RL syntax" (§2; "This BNF also describes the
 *   generic-RL syntax for valid base URLs", §2.2), with its fragment, if any ("Base:
 *   <URL:http://a/b/c/d;p?q#f>", §5). The empty string is §3.4's "Default Base URL".
 */
import type { GrammarSyntaxError } from "../grammar/grammar-node.js";
import { parseWith } from "../parse/parse-with.js";
import { resolveRFC1808 } from "../rfc1808/resolve-relative-url.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { elementBaseURI } from "./document-base-url.js";
import type { ResolveBase } from "./document-context.js";
import type { ResolveOptions } from "./html5-resolve.js";
import type { ResolveError, ResolveResult, ResolveTraceEntry } from "./resolve-result.js";

/** Whether base (without its fragment) matches generic-RL, and its fragment matches fragment. */
function isGenericRL(descriptor: VariantDescriptor, base: string): boolean {
  const parser = descriptor.grammar?.parser;
  if (parser === undefined) return false;
  const hash = base.indexOf("#");
  const matches = (text: string, startRule: string): boolean => {
    try {
      parser.parse(text, { startRule });
      return true;
    } catch (e) {
      if ((e as Partial<GrammarSyntaxError>).location !== undefined) return false;
      throw e;
    }
  };
  return hash < 0 ? matches(base, "generic_RL") : matches(base.slice(0, hash), "generic_RL") && matches(base.slice(hash + 1), "fragment");
}

export function resolveRFC1808Variant(descriptor: VariantDescriptor, input: string, base: ResolveBase, options: ResolveOptions = {}): ResolveResult {
  const trace: ResolveTraceEntry[] | undefined = options.trace ? [] : undefined;
  const fail = (error: ResolveError): ResolveResult => ({ ok: false, variant: descriptor.id, input, error, ...(trace ? { trace } : {}) });

  // Step 1: "The base URL is established according to the rules of Section 3": §3.1 "Base URL
  // Embedded in the Document's Content" (an HTML BASE element, §10) before §3.3 "Base URL from the
  // Retrieval URL" — for an element, the document base URL (and xml:base) as HTML5 has them.
  let baseURL: string;
  if (typeof base === "string") baseURL = base;
  else {
    const resolveAgainst = (url: string, against: string) => resolveRFC1808Variant(descriptor, url, against);
    const elementBase = elementBaseURI(base, resolveAgainst);
    if (!elementBase.ok) return fail({ step: "base", message: elementBase.message });
    baseURL = elementBase.base;
  }

  const parsed = parseWith(descriptor, input);
  if (!parsed.ok) return fail({ step: "parse", message: parsed.error.message, offset: parsed.error.offset });
  trace?.push({ step: "parse", url: input });
  if (baseURL !== "") {
    const parsedBase = parseWith(descriptor, baseURL);
    if (!parsedBase.ok) return fail({ step: "base", message: `the base ${JSON.stringify(baseURL)} is not a URL: ${parsedBase.error.message}` });
  }
  if (baseURL !== "" && !isGenericRL(descriptor, baseURL)) {
    return fail({ step: "base", message: `the base ${JSON.stringify(baseURL)} does not fit the generic-RL syntax (RFC 1808 §2, §2.2), so relative URLs cannot be resolved against it` });
  }
  const { href } = resolveRFC1808(input, baseURL);
  trace?.push({ step: "relative-resolution", url: href });
  return { ok: true, variant: descriptor.id, input, href, ...(trace ? { trace } : {}) };
}
