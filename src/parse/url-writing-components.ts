/**
 * The components of a URL Standard "valid URL string" (grammar/url-writing.abnf), by HTML5
 * §2.6.2's names, so that url-writing's results line up with every other variant's: its rules are
 * read as the RFC 3986 productions they correspond to, and componentsFromNodes reads those.
 *
 *   a URL-scheme string (special, "file" or not special)      <scheme>
 *   a scheme-relative string, from after its "//" to its path  <authority>
 *   valid-host-string, valid-opaque-host-string                <host>: IPv4address, IP_literal or reg_name
 *   URL-port-string                                            <port>
 *   path-absolute-URL-string (after a host)                    <path-abempty>
 *   path-absolute-non-authority-URL-string                     <path-absolute>
 *   path-relative-scheme-less-URL-string                       <path-noscheme>
 *   opaque-path-URL-string                                     <path-rootless>
 *   none ("#" and a fragment alone)                            <path-empty>
 *   URL-query-string, URL-fragment-string                      <query>, <fragment>
 */
import type { GrammarNode } from "../grammar/grammar-node.js";
import { componentsFromNodes, type ExtractedComponents } from "./components-from-nodes.js";
import type { GrammarMatch } from "./parse-variant.js";

const AS_RFC3986: ReadonlyMap<string, string> = new Map([
  ["special_not_file_URL_scheme_string", "scheme"],
  ["file_URL_scheme_string", "scheme"],
  ["not_special_URL_scheme_string", "scheme"],
  ["URL_scheme_string", "scheme"],
  ["URL_port_string", "port"],
  ["path_absolute_URL_string", "path_abempty"],
  ["path_absolute_non_authority_URL_string", "path_absolute"],
  ["path_relative_scheme_less_URL_string", "path_noscheme"],
  ["opaque_path_URL_string", "path_rootless"],
  ["URL_query_string", "query"],
  ["URL_fragment_string", "fragment"],
]);

function node(rule: string, start: number, end: number, children: readonly GrammarNode[] = []): GrammarNode {
  return { rule, start, end, children };
}

/** A host's alternative, by RFC 3986 §3.2.2's names. */
function hostProduction(host: GrammarNode): GrammarNode {
  const [inner] = host.children;
  if (inner?.rule === "valid_IPv6_address_string") return node("IP_literal", host.start, host.end);
  return node(inner?.rule === "valid_IPv4_address_string" ? "IPv4address" : "reg_name", host.start, host.end);
}

/** A scheme-relative string ("//" host, port, path): its authority, then its path (empty at its end when it has none). */
function schemeRelative(n: GrammarNode): GrammarNode[] {
  const path = n.children.find((c) => c.rule === "path_absolute_URL_string");
  const authorityEnd = path?.start ?? n.end;
  const authority = n.children.filter((c) => c !== path).flatMap(asRFC3986);
  return [node("authority", n.start + 2, authorityEnd, authority), path === undefined ? node("path_abempty", n.end, n.end) : node("path_abempty", path.start, path.end)];
}

function asRFC3986(n: GrammarNode): GrammarNode[] {
  switch (n.rule) {
    case "scheme_relative_special_URL_string":
    case "scheme_relative_file_URL_string":
    case "scheme_relative_URL_string":
      return schemeRelative(n);
    case "valid_host_string":
    case "valid_opaque_host_string":
      return [node("host", n.start, n.end, [hostProduction(n)])];
    case "relative_URL_with_fragment_string": {
      const children = n.children.flatMap(asRFC3986);
      // "#" and a URL-fragment string: no path was written.
      return n.children.some((c) => c.rule === "relative_URL_string") ? children : [node("path_empty", n.start, n.start), ...children];
    }
  }
  const rule = AS_RFC3986.get(n.rule);
  // The scheme's own URL-scheme-string inside not-special-URL-scheme-string is the same span.
  if (rule !== undefined) return [node(rule, n.start, n.end, rule === "scheme" ? [] : n.children.flatMap(asRFC3986))];
  return n.children.flatMap(asRFC3986);
}

/** url-writing's extract (GrammarParsing.extract). */
export function urlWritingComponents(match: GrammarMatch): ExtractedComponents {
  return componentsFromNodes(match.url, match.nodes.flatMap(asRFC3986), match.offset);
}
