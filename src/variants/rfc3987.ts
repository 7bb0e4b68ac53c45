import * as parser from "../../generated/rfc3987.js";
import * as traceParser from "../../generated/rfc3987.trace.js";
import { VARIANT_GRAMMARS } from "../grammar/variant-grammars.js";
import { componentsFromNodes } from "../parse/components-from-nodes.js";
import { resolveRFC3987 } from "../resolve/rfc3987-resolve.js";
import type { VariantDescriptor } from "./variant.js";

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
export const rfc3987: VariantDescriptor = {
  id: "rfc3987",
  title: "RFC 3987",
  source: "RFC 3987, Internationalized Resource Identifiers (IRIs), §2.2, §3.1 and §6.5",
  grammar: { ...VARIANT_GRAMMARS.rfc3987, parser, traceParser },
  preprocess: (input) => ({ url: input, offset: 0 }),
  extract: (url, nodes, offset) => componentsFromNodes(url, nodes, offset, iriRuleName),
  resolve: resolveRFC3987,
};
