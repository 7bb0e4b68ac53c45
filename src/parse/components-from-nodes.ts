/**
 * Reading HTML5 §2.6.2's components off the match spans of a grammar built from RFC 3986
 * Appendix A (spans mode, span rules listed in src/grammar/variant-grammars.ts).
 */
import type { GrammarNode } from "../grammar/grammar-node.js";
import { hostportOf } from "./hostport.js";
import type { HostProduction, MatchedProductions, PathProduction, Span, URLComponents, URLSpans } from "./components.js";

const HOST_PRODUCTIONS: ReadonlySet<string> = new Set<HostProduction>(["IP_literal", "IPv4address", "reg_name"]);

export interface ExtractedComponents {
  readonly components: URLComponents;
  readonly spans: URLSpans;
  readonly productions: MatchedProductions;
}

/** The productions the extraction reads, by RFC 3986's names; a slot each. */
const WANTED = [
  "scheme", "authority", "userinfo", "host", "port", "query", "fragment",
  "path_abempty", "path_absolute", "path_noscheme", "path_rootless", "path_empty",
] as const;
const [SCHEME, AUTHORITY, USERINFO, HOST, PORT, QUERY, FRAGMENT] = [0, 1, 2, 3, 4, 5, 6] as const;
const FIRST_PATH = 7;

function identity(name: string): string {
  return name;
}

type SlotTable = ReadonlyMap<string, readonly number[]>;

/** For each ruleNames function, the slots of each of the grammar's rule names the extraction reads. */
const slotTables = new WeakMap<(name: string) => string, SlotTable>();

function slotTable(ruleNames: (rfc3986Name: string) => string): SlotTable {
  let table = slotTables.get(ruleNames);
  if (table === undefined) {
    const built = new Map<string, number[]>();
    WANTED.forEach((name, i) => {
      const rule = ruleNames(name);
      built.set(rule, [...(built.get(rule) ?? []), i]);
    });
    table = built;
    slotTables.set(ruleNames, table);
  }
  return table;
}

/**
 * Fills slots with the first node of each wanted rule, in document order: the first match of a
 * rule is the outermost one (an IPv4address inside an IPv6 literal comes after its host), which
 * is the one §2.6.2 means. (The tree's depth is the grammar's nesting, not the input's length.)
 */
function firstOfEach(list: readonly GrammarNode[], table: SlotTable, slots: (GrammarNode | undefined)[]): void {
  for (let i = 0; i < list.length; i++) {
    const node = list[i]!;
    const wanted = table.get(node.rule);
    if (wanted !== undefined) {
      for (let j = 0; j < wanted.length; j++) if (slots[wanted[j]!] === undefined) slots[wanted[j]!] = node;
    }
    if (node.children.length > 0) firstOfEach(node.children, table, slots);
  }
}

/**
 * firstOfEach for RFC 3986's own rule names (html5-2009, rfc3986: every URL parsed or resolved),
 * with the slot of each name found by a switch on the rule's name, not a Map lookup: the names are
 * the generated parser's string constants, so each case is one comparison.
 */
function firstOfEachRFC3986(list: readonly GrammarNode[], slots: (GrammarNode | undefined)[]): void {
  for (let i = 0; i < list.length; i++) {
    const node = list[i]!;
    const slot = rfc3986Slot(node.rule);
    if (slot >= 0 && slots[slot] === undefined) slots[slot] = node;
    if (node.children.length > 0) firstOfEachRFC3986(node.children, slots);
  }
}

/** WANTED.indexOf(rule), spelled out (checked against WANTED when the module loads). */
function rfc3986Slot(rule: string): number {
  switch (rule) {
    case "scheme": return 0;
    case "authority": return 1;
    case "userinfo": return 2;
    case "host": return 3;
    case "port": return 4;
    case "query": return 5;
    case "fragment": return 6;
    case "path_abempty": return 7;
    case "path_absolute": return 8;
    case "path_noscheme": return 9;
    case "path_rootless": return 10;
    case "path_empty": return 11;
    default: return -1;
  }
}
WANTED.forEach((name, i) => {
  if (rfc3986Slot(name) !== i) throw new Error(`rfc3986Slot(${name}) is not its place in WANTED`);
});

function hasChildNamed(node: GrammarNode, rule: string): boolean {
  for (let i = 0; i < node.children.length; i++) if (node.children[i]!.rule === rule) return true;
  return false;
}

function textOf(url: string, node: GrammarNode | undefined): string | undefined {
  return node === undefined ? undefined : url.slice(node.start, node.end);
}

function spanOf(node: GrammarNode | undefined, offset: number): Span | undefined {
  return node === undefined ? undefined : [node.start + offset, node.end + offset];
}

/**
 * The extraction of the RFC 3986 grammars (html5-2009, rfc3986): componentsFromNodes with
 * RFC 3986's rule names. One function for both, so that a reader can tell a variant that reads its
 * components this way (resolveComponentsFromNodes below gives the same components).
 */
export function extractRFC3986Components(match: { readonly url: string; readonly nodes: readonly GrammarNode[]; readonly offset: number }): ExtractedComponents {
  return componentsFromNodes(match.url, match.nodes, match.offset);
}

/** The components HTML5 §2.6.3's steps read, and where the host starts in the caller's input. */
export interface ResolveComponents extends Pick<URLComponents, "scheme" | "authority" | "userinfo" | "host" | "port" | "path" | "query" | "fragment"> {
  /** spans.host[0]: the host's offset in the caller's input (undefined when there is no host). */
  readonly hostStart?: number | undefined;
}

/**
 * What componentsFromNodes(url, nodes, offset) gives for the components resolution reads, without
 * what it does not read: no spans but the host's start, no <hostport>, no <host-specific>, no
 * productions (the same first node of each rule, the same substrings).
 */
export function resolveComponentsFromNodes(url: string, nodes: readonly GrammarNode[], offset: number): ResolveComponents {
  const slots = firstNodes(nodes);
  let path: GrammarNode | undefined;
  for (let i = FIRST_PATH; i < WANTED.length && path === undefined; i++) path = slots[i];
  const host = slots[HOST];
  return {
    scheme: textOf(url, slots[SCHEME]),
    authority: textOf(url, slots[AUTHORITY]),
    userinfo: textOf(url, slots[USERINFO]),
    host: textOf(url, host),
    port: textOf(url, slots[PORT]),
    path: path ? url.slice(path.start, path.end) : "",
    query: textOf(url, slots[QUERY]),
    fragment: textOf(url, slots[FRAGMENT]),
    hostStart: host === undefined ? undefined : host.start + offset,
  };
}

/** The first node of each wanted rule, by slot. */
function firstNodes(nodes: readonly GrammarNode[], ruleNames: (rfc3986Name: string) => string = identity): (GrammarNode | undefined)[] {
  const slots: (GrammarNode | undefined)[] = [undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined];
  if (ruleNames === identity) firstOfEachRFC3986(nodes, slots);
  else firstOfEach(nodes, slotTable(ruleNames), slots);
  return slots;
}

/**
 * @param url the string the grammar parsed
 * @param nodes what the grammar returned for it
 * @param offset where url starts in the caller's input, added to every span
 * @param ruleNames maps the names this extraction looks for to the grammar's own rule names
 *   (an IRI grammar calls them ihost, ipath_abempty…); identity by default
 */
export function componentsFromNodes(
  url: string,
  nodes: readonly GrammarNode[],
  offset = 0,
  ruleNames: (rfc3986Name: string) => string = identity,
): ExtractedComponents {
  const slots = firstNodes(nodes, ruleNames);
  const scheme = slots[SCHEME];
  const authority = slots[AUTHORITY];
  const host = slots[HOST];
  const port = slots[PORT];
  // None when no path rule matched: RFC 3986's grammars always match one (hier-part and
  // relative-part end in path-empty), an overlay that bypasses them ("URI-reference = *OCTET")
  // does not, and no production is reported that the grammar did not derive.
  let pathProduction: PathProduction | undefined;
  let path: GrammarNode | undefined;
  for (let i = FIRST_PATH; i < WANTED.length; i++) {
    path = slots[i];
    if (path) {
      pathProduction = WANTED[i] as PathProduction;
      break;
    }
  }
  const pathStart = path ? path.start : url.length;
  const pathEnd = path ? path.end : url.length;
  // Reported by RFC 3986's name (an IRI grammar's ireg_name is reg_name).
  let hostProduction: HostProduction | undefined;
  if (host !== undefined) {
    for (const p of HOST_PRODUCTIONS) {
      if (hasChildNamed(host, ruleNames(p))) {
        hostProduction = p as HostProduction;
        break;
      }
    }
  }
  const hostSpecificStart = authority ? authority.end : 0;
  const schemeText = textOf(url, scheme);
  const hostText = textOf(url, host);
  const portText = textOf(url, port);
  const hostport = hostportOf(schemeText, hostText, portText);

  const components: URLComponents = {
    scheme: schemeText,
    authority: textOf(url, authority),
    userinfo: textOf(url, slots[USERINFO]),
    host: hostText,
    port: portText,
    hostport,
    path: url.slice(pathStart, pathEnd),
    query: textOf(url, slots[QUERY]),
    fragment: textOf(url, slots[FRAGMENT]),
    hostSpecific: url.slice(hostSpecificStart),
  };
  const hostportSpan: Span | undefined = host === undefined ? undefined : hostport === hostText ? spanOf(host, offset) : [host.start + offset, port!.end + offset];
  const spans: URLSpans = {
    scheme: spanOf(scheme, offset),
    authority: spanOf(authority, offset),
    userinfo: spanOf(slots[USERINFO], offset),
    host: spanOf(host, offset),
    port: spanOf(port, offset),
    hostport: hostportSpan,
    path: [pathStart + offset, pathEnd + offset],
    query: spanOf(slots[QUERY], offset),
    fragment: spanOf(slots[FRAGMENT], offset),
    hostSpecific: [hostSpecificStart + offset, url.length + offset],
  };
  return { components, spans, productions: pathProduction === undefined ? { host: hostProduction } : { path: pathProduction, host: hostProduction } };
}
