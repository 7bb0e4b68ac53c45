/**
 * The documented ways in which resolving a resolved URL again (HTML5 §2.6.3, and the Web addresses
 * draft §3, whose steps are the same) does not give the URL itself: each is the text's own
 * consequence (docs/spec-notes.md, "A resolved URL resolved again"). Used by the property test in
 * test/robustness/parse-resolve-properties.test.ts, which fails on a deviation none explains, and
 * by the pins in test/spec-fidelity/step-order.test.ts.
 */
import { parse, type ResolveResult } from "../../src/index.js";
import { usesServerBasedNamingAuthority } from "../../src/resolve/scheme-rules.js";
import type { VariantName } from "../../src/variants/parsing.js";

/**
 * (A second kind, RFC 3986 §5.2.4 leaving a path that begins with "//" in a target without an
 * authority — `x:/..//a:b` → `x://a:b` — does not occur: RFC 3986 §3.3 is applied as a
 * conformance criterion, so those inputs fail the first resolution.)
 */
export type DeviationKind =
  /**
   * §2.6.3 applies the conformance criteria before it replaces "\" with "/" in a URL with a
   * server-based naming authority. A "\" in the target's userinfo becomes "/", which ends the
   * authority: `http://\@h/` → `http:///@h/` (empty host: a conformance error), `http://a:b\@h/` →
   * `http://a:b/@h/` (does not parse), `http://é\@h/` → `http://é/@h/` (resolves to `http://xn--9ca/@h/`).
   */
  "backslash-in-userinfo-after-conformance";

/** The target URI's scheme and userinfo as RFC 3986 §5.2.2 picks them (without resolving). */
function targetSchemeAndUserinfo(input: string, base: string, variant: VariantName): { scheme: string | undefined; userinfo: string | undefined } | undefined {
  const R = parse(input, { variant });
  const B = parse(base, { variant });
  if (!R.ok || !B.ok) return undefined;
  const r = R.components;
  const b = B.components;
  // "if defined(R.scheme) then T.authority = R.authority"; "else if defined(R.authority) then
  // T.authority = R.authority"; else T.authority = Base.authority.
  if (r.scheme !== undefined || r.authority !== undefined) return { scheme: r.scheme ?? b.scheme, userinfo: r.userinfo };
  return { scheme: b.scheme, userinfo: b.userinfo };
}

/**
 * Why `href` — `input` resolved against `base` — may not resolve again to itself: the documented
 * kind that applies, or undefined when none does (then a deviation is a bug or a new finding).
 */
export function deviationKind(input: string, base: string, variant: VariantName = "html5-2009"): DeviationKind | undefined {
  const T = targetSchemeAndUserinfo(input, base, variant);
  if (T === undefined) return undefined;
  if (T.userinfo?.includes("\\") && usesServerBasedNamingAuthority(T.scheme)) return "backslash-in-userinfo-after-conformance";
  return undefined;
}

/** Whether `again` (href resolved again) deviates from href. */
export function deviates(href: string, again: ResolveResult): boolean {
  return !again.ok || again.href !== href;
}
