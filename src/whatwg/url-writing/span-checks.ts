/**
 * The url-writing variant's checks: what the URL Standard's "URL writing" (§4.3) and "Host
 * writing" (§3.4) say that their grammar (grammar/url-writing.abnf) cannot, each made on the span
 * of the rule it concerns and named after it. A valid URL string is a string the grammar matches
 * whose spans pass every check; the first check that refuses one is the error, at the span's
 * start. The checks find the rules by name, so an overlay of the grammar is checked as the
 * grammar is (a rule it no longer derives is not checked).
 */
import type { GrammarNode } from "../../grammar/grammar-node.js";
import type { CheckContext, GrammarMatch, LoadedGrammar } from "../../parse/parse-variant.js";
import type { ParseError } from "../../parse/parse-result.js";
import { parsedBaseURL } from "../parsed-base-url.js";
import { hasAnOpaquePath, type URLRecord } from "../url-standard/index.js";
import { isSpecialScheme } from "../url-standard/special-schemes.js";
import { hasValidEffectivePieceLength, isValidDomain } from "./host-writing.js";

/** The checks, by the names the grammar's comments and the errors give them. */
export type URLWritingCheck = "base-URL" | "opaque-path-base" | "base-URL-scheme" | "not-special-scheme" | "port-range" | "valid-domain" | "effective-piece-length";

/** The rules relative-URL-string's "switching on base URL's scheme" chooses among. */
const SCHEME_RELATIVE_RULES: ReadonlySet<string> = new Set(["scheme_relative_special_URL_string", "scheme_relative_file_URL_string", "scheme_relative_URL_string"]);

/** "16-bit unsigned integer": at most 65535. */
const LARGEST_PORT = 0xffff;

/**
 * The rule that "switching on base URL's scheme" names: "A special scheme that is not "file"": a
 * scheme-relative-special-URL string; ""file"": a scheme-relative-file-URL string; "Otherwise": a
 * scheme-relative-URL string.
 */
function switchedRule(baseScheme: string): string {
  if (baseScheme === "file") return "scheme_relative_file_URL_string";
  return isSpecialScheme(baseScheme) ? "scheme_relative_special_URL_string" : "scheme_relative_URL_string";
}

function refused(check: URLWritingCheck, why: string, offset: number): ParseError {
  return { kind: "check", message: `not a valid URL string (check ${check}): ${why} at offset ${offset}`, offset, expected: [] };
}

/** A node and its descendants, moved by delta (a span parsed again on its own starts at 0). */
function moved(node: GrammarNode, delta: number): GrammarNode {
  return { rule: node.rule, start: node.start + delta, end: node.end + delta, children: node.children.map((child) => moved(child, delta)) };
}

/** What the checks read, for one match. */
interface Checking {
  readonly url: string;
  readonly offset: number;
  readonly grammar: LoadedGrammar;
  /** undefined: no base URL (parse()); a record: the base URL parsed. */
  readonly base: URLRecord | undefined;
}

/** The checks on nodes and their descendants: the nodes, one of them parsed again by base-URL-scheme, or the first refusal. */
function checkNodes(nodes: readonly GrammarNode[], c: Checking, check: (node: GrammarNode) => GrammarNode | ParseError = (node) => checkNode(node, c)): readonly GrammarNode[] | ParseError {
  let result: GrammarNode[] | undefined;
  for (let i = 0; i < nodes.length; i++) {
    const checked = check(nodes[i]!);
    if ("kind" in checked) return checked;
    if (checked !== nodes[i]) (result ??= nodes.slice())[i] = checked;
  }
  return result ?? nodes;
}

function checkNode(node: GrammarNode, c: Checking): GrammarNode | ParseError {
  const at = node.start + c.offset;
  const text = c.url.slice(node.start, node.end);
  switch (node.rule) {
    case "relative_URL_with_fragment_string": {
      // "A non-null base URL is necessary when parsing a relative-URL-with-fragment string."
      if (c.base === undefined) return refused("base-URL", "a relative-URL-with-fragment string needs a base URL, and there is none", at);
      // "U+0023 (#) followed by a URL-fragment string, if base URL has an opaque path; otherwise,
      // a relative-URL string, optionally followed by U+0023 (#) and a URL-fragment string": the
      // "#" alternative is also a relative-URL string (an empty one) and its fragment.
      if (hasAnOpaquePath(c.base) && node.children.some((child) => child.rule === "relative_URL_string")) {
        return refused("opaque-path-base", "the base URL has an opaque path, so only \"#\" and a URL-fragment string are valid relative to it", at);
      }
      break;
    }
    case "relative_URL_string": {
      // "or, switching on base URL's scheme" (the absolute-URL string's scheme-relative strings
      // follow its own scheme, which the grammar spells out).
      const base = c.base;
      if (base === undefined) break;
      return checkChildren(node, c, (child) => (SCHEME_RELATIVE_RULES.has(child.rule) ? switchOnBaseScheme(child, base, c) : checkNode(child, c)));
    }
    case "not_special_URL_scheme_string":
      // "a URL-scheme string that is not an ASCII case-insensitive match for a special scheme".
      if (isSpecialScheme(text.toLowerCase())) return refused("not-special-scheme", `"${text}" is a special scheme, so what follows its ":" must be a scheme-relative-${text.toLowerCase() === "file" ? "file" : "special"}-URL string`, at);
      break;
    case "URL_port_string":
      // "one or more ASCII digits representing a decimal number that is a 16-bit unsigned integer".
      if (text !== "" && Number(text) > LARGEST_PORT) return refused("port-range", `the port ${text} is more than ${LARGEST_PORT}, the largest 16-bit unsigned integer`, at);
      break;
    case "valid_domain_string":
      // "A valid domain string must be a string that is a valid domain."
      if (!isValidDomain(text)) return refused("valid-domain", `"${text}" is not a valid domain (the domain parser with beStrict fails, or it ends in a number)`, at);
      break;
    case "valid_IPv6_address_string":
      if (!hasValidEffectivePieceLength(text)) return refused("effective-piece-length", `the IPv6 address "${text}" has ${text.includes("::") ? "more than 7 pieces besides its \"::\"" : "other than 8 pieces"} (an IPv4 address counts as 2)`, at);
      break;
  }
  return checkChildren(node, c);
}

/** The checks on node's children (each by check, checkNode by default): node, or node with the children they replaced. */
function checkChildren(node: GrammarNode, c: Checking, check?: (child: GrammarNode) => GrammarNode | ParseError): GrammarNode | ParseError {
  if (node.children.length === 0) return node;
  const children = checkNodes(node.children, c, check);
  if ("kind" in children) return children;
  return children === node.children ? node : { rule: node.rule, start: node.start, end: node.end, children };
}

/**
 * relative-URL-string, "switching on base URL's scheme": the three cases' rules all start with
 * "//" and end where the relative-URL string's query or fragment starts, so what one matched is
 * the span the case's rule must match. The grammar took the first that matches; when the base
 * URL's case is another, its rule parses the span again, and its nodes replace the first's.
 */
function switchOnBaseScheme(node: GrammarNode, base: URLRecord, c: Checking): GrammarNode | ParseError {
  const rule = switchedRule(base.scheme);
  if (node.rule === rule) return checkChildren(node, c);
  const span = c.url.slice(node.start, node.end);
  const parser = c.grammar.parser;
  let nodes: readonly GrammarNode[] | undefined;
  try {
    const matched = parser.match !== undefined ? parser.match(span, rule) : parser.parse(span, { startRule: rule });
    if (Array.isArray(matched)) nodes = matched;
  } catch {
    // A Peggy parser's SyntaxError: the span is not the case's rule (nodes stays undefined). A
    // grammar without the rule (an overlay that removed it) cannot make this check.
  }
  const at = node.start + c.offset;
  const spelled = rule.replace(/_/g, "-");
  if (nodes === undefined) return refused("base-URL-scheme", `the base URL's scheme is "${base.scheme}", so a relative-URL string that starts with "//" must be a ${spelled}, and "${span}" is not one`, at);
  const again: GrammarNode = nodes.length === 1 && nodes[0]!.rule === rule ? moved(nodes[0]!, node.start) : { rule, start: node.start, end: node.end, children: nodes.map((n) => moved(n, node.start)) };
  return checkChildren(again, c);
}

/** The checks (GrammarParsing.checks) of url-writing: the match, or why it is not a valid URL string. */
export function checkURLWriting(match: GrammarMatch, grammar: LoadedGrammar, context: CheckContext): GrammarMatch | ParseError {
  let base: URLRecord | undefined;
  if (context.base !== null) {
    const record = parsedBaseURL(context.base);
    if (record === null) return { kind: "check", message: `the base URL ${JSON.stringify(context.base)} is not a URL: the basic URL parser returns failure for it`, offset: 0, expected: [] };
    base = record;
  }
  const nodes = checkNodes(match.nodes, { url: match.url, offset: match.offset, grammar, base });
  if ("kind" in nodes) return nodes;
  return nodes === match.nodes ? match : { ...match, nodes };
}
