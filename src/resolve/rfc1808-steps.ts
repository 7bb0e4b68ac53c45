/**
 * RFC 1808 §4 "Resolving Relative URLs" for the rfc1808 variant: the syntax checks around the
 * algorithm (src/rfc1808/resolve-relative-url.ts holds the steps themselves).
 *
 * - The embedded URL must be a valid URL (§2.2's BNF): §4 "does guarantee that any valid URL
 *   (relative or absolute) can be consistently transformed to an absolute form given a valid
 *   base URL".
 * - Step 2b: "If the embedded URL starts with a scheme name, it is interpreted as an absolute URL
 *   and we are done." — whatever the base: the restriction below is about relative URLs.
 * - Otherwise the base must fit the generic-RL syntax: "base documents can only make use of
 *   relative URLs when their base URL fits within the generic-RL syntax" (§2; "This BNF also
 *   describes the generic-RL syntax for valid base URLs", §2.2), with its fragment, if any
 *   ("Base: <URL:http://a/b/c/d;p?q#f>", §5). The empty string is §3.4's "Default Base URL".
 */
import type { GrammarSyntaxError } from "../grammar/grammar-node.js";
import { parseWith } from "../parse/parse-with.js";
import { resolveRFC1808Strings } from "../rfc1808/resolve-relative-url.js";
import type { VariantParsing } from "../parse/parse-variant.js";
import type { Resolution, ResolutionContext, StepsOutcome } from "./resolution.js";
import { baseError, rememberLastBase } from "./absolute-base.js";
import { HTML5_DOCUMENT_BASE } from "./document-base-url.js";

/** Whether base (without its fragment) matches generic-RL, and its fragment matches fragment. */
function isGenericRL(variant: VariantParsing, base: string): boolean {
  if (variant.kind !== "grammar") return false;
  const parser = variant.grammar.parser;
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

/**
 * The base a relative URL may be resolved against: a URL that fits generic-RL (the check above),
 * remembered for the next URL (the encoding plays no part; it is only part of the memo's key).
 */
const checkedBase = rememberLastBase((variant, base) => {
  const parsedBase = parseWith(variant, base);
  if (!parsedBase.ok) return baseError(`the base ${JSON.stringify(base)} is not a URL: ${parsedBase.error.message}`);
  if (!isGenericRL(variant, base)) return baseError(`the base ${JSON.stringify(base)} does not fit the generic-RL syntax (RFC 1808 §2, §2.2), so relative URLs cannot be resolved against it`);
  return { ok: true, base: parsedBase };
});

function rfc1808Steps({ variant, input, base, encoding, record }: ResolutionContext): StepsOutcome {
  const parsed = parseWith(variant, input);
  if (!parsed.ok) return { ok: false, error: { step: "parse", message: parsed.error.message, offset: parsed.error.offset } };
  record?.("parse", input);
  // Step 2b: an embedded URL with a scheme is absolute, whatever the base is.
  if (parsed.components.scheme === undefined && base !== "") {
    const checked = checkedBase(variant, base, encoding);
    if (!checked.ok) return checked;
  }
  const { href } = resolveRFC1808Strings(input, base);
  record?.("relative-resolution", href);
  return { ok: true, href };
}

/**
 * Step 1: "The base URL is established according to the rules of Section 3": §3.1 "Base URL
 * Embedded in the Document's Content" (an HTML BASE element, §10) before §3.3 "Base URL from the
 * Retrieval URL" — for an element, the document base URL (and xml:base) as HTML5 has them.
 */
export const RFC1808_RESOLUTION: Resolution = { documentBase: HTML5_DOCUMENT_BASE, reservedURLs: false, options: [], steps: rfc1808Steps };
