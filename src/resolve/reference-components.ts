import type { ParseSuccess } from "../parse/parse-result.js";
import type { ReferenceComponents } from "../rfc3986/index.js";
import { referenceComponents } from "../rfc3986/reference-components.js";

/** The five components of RFC 3986 §5.2.1 read off a parse. */
export function referenceComponentsOf(parsed: ParseSuccess): ReferenceComponents {
  const { scheme, authority, path, query, fragment } = parsed.components;
  return referenceComponents({ scheme, authority, path, query, fragment });
}

/**
 * The base's components, read once per parsed base: the steps' base readers hand back the same
 * parse for the same base string, and RFC 3986 §5.2.2 never modifies Base.
 */
const baseComponents = new WeakMap<ParseSuccess, ReferenceComponents>();

export function baseReferenceComponentsOf(base: ParseSuccess): ReferenceComponents {
  let components = baseComponents.get(base);
  if (components === undefined) {
    components = referenceComponentsOf(base);
    baseComponents.set(base, components);
  }
  return components;
}
