/**
 * The about: URLs HTML5 names, matched by one rule wherever they are named:
 *   - §2.6.1: "This specification defines the URL about:legacy-compat as a reserved, though
 *     unresolvable, about: URI" (and "the URL about:srcdoc" likewise);
 *   - §2.6.3 (and the Web addresses draft §3): "If fallback base url is about:blank, and the
 *     Document's browsing context has a creator browsing context";
 *   - §2.7: "if the resource is identified by the URL about:blank", and the origin of an
 *     about:blank Document.
 *
 * The rule (docs/spec-notes.md, "about:blank and the reserved URLs: one rule"): a string is the
 * URL about:NAME when, parsed by HTML5 §2.6.2 (leading and trailing space characters stripped), it
 * has the scheme "about" in any case (RFC 3986 §3.1: "schemes are case-insensitive"), no
 * authority, the path NAME exactly (RFC 3986 §6.2.2.1: the other components are case-sensitive;
 * nothing is percent-decoded), no query (a query is part of what identifies a resource, §3.4) and
 * any fragment or none (a fragment identifies a secondary resource and is "separated from the rest
 * of the URI prior to a dereference", §3.5). So `ABOUT:blank` and `about:blank#top` are
 * about:blank; `about:blank?x`, `about:BLANK` and `about:%62lank` are other URLs.
 *
 * The matcher reads only the first few characters after the scheme and the spaces at either end,
 * so it is cheap on any input.
 */
import { stripLeadingAndTrailingSpaces } from "../parse/space-characters.js";

/** HTML5 §2.6.1's "reserved, though unresolvable" URLs, in canonical form. */
const RESERVED_UNRESOLVABLE_URLS: ReadonlySet<string> = new Set(["about:legacy-compat", "about:srcdoc"]);

/** Their NAMEs. */
const RESERVED_NAMES = [...RESERVED_UNRESOLVABLE_URLS].map((reserved) => reserved.slice("about:".length));

/**
 * Whether url is the URL about:`name` by the rule above. `name` must hold none of "/", "?", "#"
 * (then "no authority, the path `name`, no query" is: the characters up to the fragment are `name`).
 */
function isAboutURLNamed(url: string, name: string): boolean {
  const { start, end } = stripLeadingAndTrailingSpaces(url);
  // "about:" with its five letters in either case (no other character lowercases to one of them).
  if (url.slice(start, start + 6).toLowerCase() !== "about:") return false;
  const pathEnd = start + "about:".length + name.length;
  // Then the end (of the stripped url), or a fragment ("#").
  return url.startsWith(name, start + "about:".length) && (pathEnd === end || url.charCodeAt(pathEnd) === 0x23);
}

/** Whether url is "the URL about:blank" (HTML5 §2.6.3, §2.7). */
export function isAboutBlank(url: string): boolean {
  return isAboutURLNamed(url, "blank");
}

/**
 * Whether url is one of HTML5 §2.6.1's URLs "reserved, though unresolvable" — about:legacy-compat
 * or about:srcdoc — by the same rule: `ABOUT:srcdoc` and `about:srcdoc#x` are, `about:srcdoc?x` is
 * not. Resolving to one of them is an error.
 */
export function isReservedUnresolvableURL(url: string): boolean {
  return RESERVED_NAMES.some((name) => isAboutURLNamed(url, name));
}
