/**
 * The definitions of an absolute, a hierarchical and an authority-based URL, chosen by variant:
 *   - HTML5 §2.6.3 (every variant but web-addresses-2009): "A URL is an absolute URL if resolving
 *     it results in the same output regardless of what it is resolved relative to, and that output
 *     is not a failure."
 *   - the Web addresses draft §3 (web-addresses-2009): "A Web address is an absolute Web address
 *     if resolving it results in the same Web address without an error." The draft defines no
 *     hierarchical or authority-based Web address (nothing in it uses them); HTML5's two
 *     definitions are applied to its absolute Web addresses (docs/spec-notes.md).
 */
import { optionalString, readOptions, requireString } from "./arguments.js";
import { parse } from "./parse.js";
import { resolve } from "./resolve.js";
import type { VariantName } from "../variants/parsing.js";

/** Two unrelated bases: an absolute URL resolves the same against both. */
const PROBE_BASES = ["http://probe.invalid/a/b?c#d", "x-probe:/e"] as const;

/** Whether a variant follows the Web addresses draft's definition: it, and runtime variants built on it ("web-addresses-2009+overlay"). */
function isWebAddressesVariant(variant: string | undefined): boolean {
  return variant === "web-addresses-2009" || (variant?.startsWith("web-addresses-2009+") ?? false);
}

/** The options of the definitions: a variant id and the URL's encoding label. */
interface DefinitionOptions {
  readonly variant?: VariantName;
  readonly encoding?: string;
}

/** A definition's arguments checked: the url a string, the options read once. */
function definitionArguments(fn: string, url: unknown, options: unknown): DefinitionOptions {
  requireString(fn, "url", url);
  const o = readOptions(fn, "options", options, ["variant", "encoding"]);
  // The type is the caller's word; the name is looked up where it is used (one that names no variant fails there).
  const variant = optionalString(fn, "options.variant", o.variant) as VariantName | undefined;
  const encoding = optionalString(fn, "options.encoding", o.encoding);
  return { ...(variant === undefined ? {} : { variant }), ...(encoding === undefined ? {} : { encoding }) };
}

/** What the three definitions say of one URL. */
export interface URLKind {
  readonly absolute: boolean;
  readonly hierarchical: boolean;
  readonly authorityBased: boolean;
}

/**
 * The URL resolved, when it is absolute by the variant's definition; else undefined.
 *
 * HTML5: a reference without a scheme takes something from its base (RFC 3986 §5.2.2), so only
 * one with a scheme can be absolute; one with a scheme does not read its base at all, so
 * resolving it against two different bases tells. The encoding is the URL's own (§2.6.3 "Let
 * encoding be determined as follows" reads where the URL came from, not the base), held fixed.
 *
 * Web addresses: the result must also be the Web address itself (the same string).
 */
export function resolvedIfAbsolute(url: string, options: DefinitionOptions): string | undefined {
  const [a, b] = PROBE_BASES.map((base) => resolve(url, base, options));
  if (!a!.ok || !b!.ok || a!.href !== b!.href) return undefined;
  if (isWebAddressesVariant(options.variant) && a!.href !== url) return undefined;
  return a!.href;
}

/**
 * All three definitions with one resolution per probe base and one parse, for callers that ask
 * more than one (the §2.6.6 attributes ask all three of every input).
 *
 * Hierarchical and authority-based look at the character(s) right after the scheme of the
 * resolved URL. The text says "immediately after the <scheme> component", which is always ":";
 * it is read as after the scheme and its ":" (docs/spec-notes.md), the only reading under which
 * any URL is hierarchical. A resolved URL that does not parse (`x:/..//a:b` resolves to
 * `x://a:b`) is absolute and neither.
 */
export function urlKind(url: string, options: DefinitionOptions = {}): URLKind {
  return kindOf(url, definitionArguments("urlKind", url, options));
}

const NONE: URLKind = { absolute: false, hierarchical: false, authorityBased: false };

/** urlKind on checked values. */
export function kindOf(url: string, options: DefinitionOptions): URLKind {
  const href = resolvedIfAbsolute(url, options);
  if (href === undefined) return NONE;
  const parsed = parse(href, { variant: options.variant ?? "html5-2009" });
  if (!parsed.ok || parsed.components.scheme === undefined) return { ...NONE, absolute: true };
  // A variant without spans (whatwg) parses the resolved URL's serialization, which starts with its scheme.
  const schemeEnd = parsed.spans?.scheme?.[1] ?? parsed.components.scheme.length;
  const afterScheme = parsed.input.slice(schemeEnd + 1);
  return { absolute: true, hierarchical: afterScheme.startsWith("/"), authorityBased: afterScheme.startsWith("//") };
}

/**
 * HTML5 §2.6.3: "A URL is an absolute URL if resolving it results in the same output regardless of
 * what it is resolved relative to, and that output is not a failure." Under web-addresses-2009,
 * the draft's §3: "A Web address is an absolute Web address if resolving it results in the same
 * Web address without an error."
 */
export function isAbsoluteURL(url: string, options: DefinitionOptions = {}): boolean {
  return resolvedIfAbsolute(url, definitionArguments("isAbsoluteURL", url, options)) !== undefined;
}

/** "An absolute URL is a hierarchical URL if, when resolved and then parsed, there is a character immediately after the <scheme> component and it is a U+002F SOLIDUS character (/)." */
export function isHierarchicalURL(url: string, options: DefinitionOptions = {}): boolean {
  return kindOf(url, definitionArguments("isHierarchicalURL", url, options)).hierarchical;
}

/** "An absolute URL is an authority-based URL if, when resolved and then parsed, there are two characters immediately after the <scheme> component and they are both U+002F SOLIDUS characters (//)." */
export function isAuthorityBasedURL(url: string, options: DefinitionOptions = {}): boolean {
  return kindOf(url, definitionArguments("isAuthorityBasedURL", url, options)).authorityBased;
}
