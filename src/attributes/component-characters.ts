/**
 * "%-escaping any characters in the new value that are not valid in the relevant component as
 * given by the "component" column" (HTML5 §2.6.6): which single characters RFC 3986's production
 * for each component can match (Appendix A). A character is valid when the production matches it
 * somewhere, as §2.6.3 reads "each character ... that doesn't match the original <path>
 * production" (docs/spec-notes.md). "%" is handled apart (component-escape.ts): it is valid only
 * as the start of a pct-encoded triplet.
 *
 *   scheme      = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
 *   host        = IP-literal / IPv4address / reg-name
 *   IP-literal  = "[" ( IPv6address / IPvFuture  ) "]"       (HEXDIG ":" "." "v" unreserved sub-delims)
 *   reg-name    = *( unreserved / pct-encoded / sub-delims )
 *   hostport    = host [ ":" port ]                          (§2.6.2's <hostport>)
 *   port        = *DIGIT
 *   path        = segments of pchar separated by "/"
 *   query       = *( pchar / "/" / "?" )
 *   fragment    = *( pchar / "/" / "?" )                     (RFC 3986's, without HTML5's "#")
 */
import { isRFC3986PathCharacter, isRFC3986PcharCharacter, isRFC3986QueryCharacter } from "../encoding/rfc3986-characters.js";
import type { DecompositionComponent } from "./components.js";

function isDIGIT(cp: number): boolean {
  return cp >= 0x30 && cp <= 0x39;
}

/** <scheme>: ALPHA, DIGIT, "+", "-", "." */
function isSchemeCharacter(cp: number): boolean {
  return (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a) || isDIGIT(cp) || cp === 0x2b || cp === 0x2d || cp === 0x2e;
}

/**
 * <host>: reg-name's unreserved and sub-delims (pchar's characters but "@"), and the "[" ":" "]"
 * of an IP-literal. <hostport> has the same: its ":" and the port's digits are among them.
 */
function isHostCharacter(cp: number): boolean {
  return (cp !== 0x40 && isRFC3986PcharCharacter(cp)) || cp === 0x5b || cp === 0x5d;
}

/** Whether a character other than "%" is valid in the component. */
export const IS_VALID_IN_COMPONENT: Readonly<Record<DecompositionComponent, (cp: number) => boolean>> = {
  scheme: isSchemeCharacter,
  hostport: isHostCharacter,
  host: isHostCharacter,
  port: isDIGIT,
  path: isRFC3986PathCharacter,
  query: isRFC3986QueryCharacter,
  // RFC 3986 §3.5: fragment = *( pchar / "/" / "?" ), the same characters as query.
  fragment: isRFC3986QueryCharacter,
};

/** Whether the component's production contains pct-encoded (so "%" HEXDIG HEXDIG is valid in it). */
export const HAS_PCT_ENCODED: Readonly<Record<DecompositionComponent, boolean>> = {
  scheme: false,
  // reg-name = *( unreserved / pct-encoded / sub-delims )
  hostport: true,
  host: true,
  port: false,
  path: true,
  query: true,
  fragment: true,
};
