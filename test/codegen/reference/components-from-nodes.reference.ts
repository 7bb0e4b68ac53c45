/**
 * The reference for src/parse/components-from-nodes.ts: a straightforward version
 * (a Map of the first node of each rule), so the optimized one can be checked
 * against it (test/codegen/layers-unchanged.test.ts). Not used by the library.
 */
import type { GrammarNode } from "../../../src/grammar/grammar-node.js";
import { hostportOf } from "../../../src/parse/hostport.js";
import type { HostProduction, MatchedProductions, PathProduction, Span, URLComponents, URLSpans } from "../../../src/parse/components.js";

const PATH_PRODUCTIONS: ReadonlySet<string> = new Set<PathProduction>(["path_abempty", "path_absolute", "path_noscheme", "path_rootless", "path_empty"]);
const HOST_PRODUCTIONS: ReadonlySet<string> = new Set<HostProduction>(["IP_literal", "IPv4address", "reg_name"]);

export interface ExtractedComponents {
  readonly components: URLComponents;
  readonly spans: URLSpans;
  readonly productions: MatchedProductions;
}

/**
 * @param url the string the grammar parsed
 * @param nodes what the grammar returned for it
 * @param offset where url starts in the caller's input, added to every span
 * @param ruleNames maps the names this extraction looks for to the grammar's own rule names
 *   (an IRI grammar calls them ihost, ipath_abempty…); identity by default
 */
export function componentsFromNodesReference(
  url: string,
  nodes: readonly GrammarNode[],
  offset = 0,
  ruleNames: (rfc3986Name: string) => string = (n) => n,
): ExtractedComponents {
  const byRule = new Map<string, GrammarNode>();
  const index = (list: readonly GrammarNode[]): void => {
    for (const node of list) {
      // The first match of a rule is the outermost one (an IPv4address inside an IPv6 literal
      // comes after its host), which is the one §2.6.2 means.
      if (!byRule.has(node.rule)) byRule.set(node.rule, node);
      index(node.children);
    }
  };
  index(nodes);
  const find = (name: string): GrammarNode | undefined => byRule.get(ruleNames(name));
  const span = (node: GrammarNode | undefined): Span | undefined => (node ? [node.start + offset, node.end + offset] : undefined);
  const text = (node: GrammarNode | undefined): string | undefined => (node ? url.slice(node.start, node.end) : undefined);

  const scheme = find("scheme");
  const authority = find("authority");
  const userinfo = find("userinfo");
  const host = find("host");
  const port = find("port");
  const query = find("query");
  const fragment = find("fragment");
  let pathProduction: PathProduction = "path_empty";
  let path: GrammarNode | undefined;
  for (const p of PATH_PRODUCTIONS) {
    path = find(p);
    if (path) {
      pathProduction = p as PathProduction;
      break;
    }
  }
  // One of the five always matches (hier-part and relative-part end in path-empty).
  const pathNode = path ?? { rule: "path_empty", start: url.length, end: url.length, children: [] };
  // Reported by RFC 3986's name (an IRI grammar's ireg_name is reg_name).
  const hostProduction = [...HOST_PRODUCTIONS].find((p) => host?.children.some((c) => c.rule === ruleNames(p))) as HostProduction | undefined;
  const hostSpecificStart = authority ? authority.end : 0;

  const components: URLComponents = {
    scheme: text(scheme),
    authority: text(authority),
    userinfo: text(userinfo),
    host: text(host),
    port: text(port),
    hostport: hostportOf(text(scheme), text(host), text(port)),
    path: url.slice(pathNode.start, pathNode.end),
    query: text(query),
    fragment: text(fragment),
    hostSpecific: url.slice(hostSpecificStart),
  };
  const hostportSpan: Span | undefined =
    host === undefined ? undefined : components.hostport === components.host ? span(host) : [host.start + offset, port!.end + offset];
  const spans: URLSpans = {
    scheme: span(scheme),
    authority: span(authority),
    userinfo: span(userinfo),
    host: span(host),
    port: span(port),
    hostport: hostportSpan,
    path: [pathNode.start + offset, pathNode.end + offset],
    query: span(query),
    fragment: span(fragment),
    hostSpecific: [hostSpecificStart + offset, url.length + offset],
  };
  return { components, spans, productions: { path: pathProduction, host: hostProduction } };
}
