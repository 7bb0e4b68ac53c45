/**
 * HTML5 §2.6.1 Terminology, the valid URL, as a check on an RFC 3987 parse:
 *
 *   "A URL is a valid URL if at least one of the following conditions holds:
 *    - The URL is a valid URI reference [RFC3986].
 *    - The URL is a valid IRI reference and it has no query component. [RFC3987]
 *    - The URL is a valid IRI reference and its query component contains no unescaped non-ASCII
 *      characters. [RFC3987]
 *    - The URL is a valid IRI reference and the character encoding of the URL's Document is UTF-8
 *      or UTF-16. [RFC3987]"
 *
 * Every URI reference is an IRI reference whose query is ASCII (RFC 3987 §3.1: "Every URI is by
 * definition an IRI"), so the first condition adds nothing to the third
 * (test/variants/valid-url.test.ts checks it): a valid URL is an IRI reference whose query, if
 * it has one, is ASCII, or whose Document's encoding is UTF-8 or UTF-16. The html5-2009-valid-url
 * variant is RFC 3987's grammar with this check.
 */
import type { GrammarNode } from "../grammar/grammar-node.js";
import type { ParseError } from "../parse/parse-result.js";
import type { CheckContext, GrammarMatch } from "../parse/parse-variant.js";

function firstNamed(nodes: readonly GrammarNode[], rule: string): GrammarNode | undefined {
  for (const n of nodes) {
    if (n.rule === rule) return n;
    const inner = firstNamed(n.children, rule);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** "contains no unescaped non-ASCII characters": every character is U+0000..U+007F (a percent-encoded octet is escaped, and ASCII). */
function firstNonASCII(s: string, start: number, end: number): number {
  for (let i = start; i < end; i++) if (s.charCodeAt(i) > 0x7f) return i;
  return -1;
}

/** The check (GrammarParsing.checks) of html5-2009-valid-url: the match, or why it is not a valid URL. */
export function checkHTML5ValidURL(match: GrammarMatch, _grammar: unknown, context: CheckContext): GrammarMatch | ParseError {
  // "it has no query component"
  const query = firstNamed(match.nodes, "iquery");
  if (query === undefined) return match;
  // "its query component contains no unescaped non-ASCII characters"
  const at = firstNonASCII(match.url, query.start, query.end);
  if (at < 0) return match;
  // "the character encoding of the URL's Document is UTF-8 or UTF-16"
  const encoding = context.encoding;
  if (encoding !== null && (encoding.name === "utf-8" || encoding.isUTF16)) return match;
  const offset = at + match.offset;
  const document = encoding === null ? "there is no Document whose encoding could be UTF-8 or UTF-16" : `the Document's encoding is ${encoding.name}`;
  return { kind: "check", message: `not a valid URL (check query-encoding): its query has a non-ASCII character at offset ${offset}, which a valid URL may have only when the Document's encoding is UTF-8 or UTF-16, and ${document}`, offset, expected: [] };
}
