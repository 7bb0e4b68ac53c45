/**
 * The definitions at the end of HTML5 §2.6.3.
 */
import { parse } from "../parse/parse.js";
import { resolve } from "./resolve.js";

/** Two unrelated bases: an absolute URL resolves the same against both. */
const PROBE_BASES = ["http://probe.invalid/a/b?c#d", "x-probe:/e"] as const;

type DefinitionOptions = { variant?: string; encoding?: string };

/** What the three definitions say of one URL. */
export interface URLKind {
  readonly absolute: boolean;
  readonly hierarchical: boolean;
  readonly authorityBased: boolean;
}

/**
 * All three definitions with one resolution per probe base and one parse, for callers that ask
 * more than one (the §2.6.6 attributes ask all three of every input).
 *
 * "A URL is an absolute URL if resolving it results in the same output regardless of what it is
 * resolved relative to, and that output is not a failure." A reference without a scheme takes
 * something from its base (RFC 3986 §5.2.2), so only one with a scheme can be absolute; one with a
 * scheme does not read its base at all, so resolving it against two different bases tells.
 *
 * Hierarchical and authority-based look at the character(s) right after the scheme of the
 * resolved URL. The text says "immediately after the <scheme> component", which is always ":";
 * it is read as after the scheme and its ":" (docs/spec-notes.md), the only reading under which
 * any URL is hierarchical.
 */
export function urlKind(url: string, options: DefinitionOptions = {}): URLKind {
  const none: URLKind = { absolute: false, hierarchical: false, authorityBased: false };
  const [a, b] = PROBE_BASES.map((base) => resolve(url, base, options));
  if (!a!.ok || !b!.ok || a!.href !== b!.href) return none;
  const parsed = parse(a!.href, { variant: options.variant ?? "html5-2009" });
  if (!parsed.ok || parsed.components.scheme === undefined) return { ...none, absolute: true };
  // A variant without spans (whatwg) parses the resolved URL's serialization, which starts with its scheme.
  const schemeEnd = parsed.spans?.scheme?.[1] ?? parsed.components.scheme.length;
  const afterScheme = parsed.input.slice(schemeEnd + 1);
  return { absolute: true, hierarchical: afterScheme.startsWith("/"), authorityBased: afterScheme.startsWith("//") };
}

/** "A URL is an absolute URL if resolving it results in the same output regardless of what it is resolved relative to, and that output is not a failure." */
export function isAbsoluteURL(url: string, options: DefinitionOptions = {}): boolean {
  const [a, b] = PROBE_BASES.map((base) => resolve(url, base, options));
  return a!.ok && b!.ok && a!.href === b!.href;
}

/** "An absolute URL is a hierarchical URL if, when resolved and then parsed, there is a character immediately after the <scheme> component and it is a U+002F SOLIDUS character (/)." */
export function isHierarchicalURL(url: string, options: DefinitionOptions = {}): boolean {
  return urlKind(url, options).hierarchical;
}

/** "An absolute URL is an authority-based URL if, when resolved and then parsed, there are two characters immediately after the <scheme> component and they are both U+002F SOLIDUS characters (//)." */
export function isAuthorityBasedURL(url: string, options: DefinitionOptions = {}): boolean {
  return urlKind(url, options).authorityBased;
}
