import { componentsFromNodes } from "../parse/components-from-nodes.js";
import { RFC3987_RESOLUTION } from "../resolve/rfc3987-steps.js";
import { generatedGrammar } from "./generated-grammar.js";
import type { GrammarVariant } from "./variant.js";

/**
 * RFC 3987 §2.2: "For rules that are different than those in [RFC3986], the names of the
 * non-terminals have been changed as follows. If the non-terminal contains 'URI', this has been
 * changed to 'IRI'. Otherwise, an 'i' has been prefixed." scheme, port, IP-literal and
 * IPv4address are "the same as those in [RFC3986]".
 */
const SAME_AS_RFC3986: ReadonlySet<string> = new Set(["scheme", "port", "IP_literal", "IPv4address"]);
export function iriRuleName(rfc3986Name: string): string {
  if (SAME_AS_RFC3986.has(rfc3986Name)) return rfc3986Name;
  return rfc3986Name.includes("URI") ? rfc3986Name.replace("URI", "IRI") : `i${rfc3986Name}`;
}

/**
 * RFC 3987 as written: the input must match <IRI-reference> exactly, nothing is stripped; the
 * components are the substrings the i-productions matched.
 */
export const rfc3987: GrammarVariant = {
  kind: "grammar",
  id: "rfc3987",
  title: "RFC 3987",
  source: "RFC 3987, Internationalized Resource Identifiers (IRIs), §2.2, §3.1 and §6.5",
  grammar: generatedGrammar("rfc3987"),
  preprocess: (input) => ({ url: input, offset: 0 }),
  extract: (match) => componentsFromNodes(match.url, match.nodes, match.offset, iriRuleName),
  resolution: RFC3987_RESOLUTION,
};
