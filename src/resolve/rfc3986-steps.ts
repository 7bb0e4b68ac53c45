/**
 * RFC 3986 §5.2 as written: the reference and the base must be URI-references, the base with a
 * scheme (§5.1: "the base URI ... must be ... absolute"), and nothing else is done to them.
 */
import { parseWith } from "../parse/parse-with.js";
import { recompose, transformReferences } from "../rfc3986/index.js";
import type { Resolution, ResolutionContext, StepsOutcome } from "./resolution.js";
import { baseError, rememberLastBase } from "./absolute-base.js";
import { HTML5_DOCUMENT_BASE } from "./document-base-url.js";
import { baseReferenceComponentsOf, referenceComponentsOf } from "./reference-components.js";

const absoluteBase = rememberLastBase((variant, base) => {
  const parsed = parseWith(variant, base);
  if (!parsed.ok) return baseError(`the base ${JSON.stringify(base)} is not a URI: ${parsed.error.message}`);
  if (parsed.components.scheme === undefined) return baseError(`the base ${JSON.stringify(base)} is not an absolute URI (it has no scheme)`);
  return { ok: true, base: parsed };
});

function rfc3986Steps({ variant, input, base, encoding, record }: ResolutionContext): StepsOutcome {
  const parsedBase = absoluteBase(variant, base, encoding);
  if (!parsedBase.ok) return parsedBase;
  // §5.2.1: "the URI reference is parsed into the five URI components".
  const parsed = parseWith(variant, input);
  if (!parsed.ok) return { ok: false, error: { step: "parse", message: parsed.error.message, offset: parsed.error.offset } };
  record?.("parse", input);
  // §5.2.2 Transform References (strict), §5.3 Component Recomposition.
  return { ok: true, href: recompose(transformReferences(referenceComponentsOf(parsed), baseReferenceComponentsOf(parsedBase.base)), record) };
}

/** RFC 3986 has no documents; an element's base is found as HTML5 §2.6.3 finds it. */
export const RFC3986_RESOLUTION: Resolution = { documentBase: HTML5_DOCUMENT_BASE, reservedURLs: false, options: [], steps: rfc3986Steps };
