/**
 * Web addresses draft (2009-03-17) §2 "Parsing Web addresses": steps 1 to 4 rewrite w
 * (prepare-web-address.ts), step 5 parses it with plain RFC 3986 ("If w doesn't match the
 * <URI-reference> production, even after the above changes are made to it, then parsing the Web
 * address fails with an error"), step 6 reads each component as the decoded substring of what its
 * production matched. Spans are mapped back to the input.
 */
import { componentsFromNodes, type ExtractedComponents } from "../parse/components-from-nodes.js";
import type { Span, URLComponents, URLSpans } from "../parse/components.js";
import { hostportOf } from "../parse/hostport.js";
import type { GrammarMatch } from "../parse/parse-variant.js";
import { decodeSubstring } from "./decode-component.js";

/**
 * Step 6 on what step 5 matched (the variant's extract): the components as decoded substrings of
 * the modified w, their spans mapped back to the input.
 */
export function webAddressComponents(match: GrammarMatch, input: string): ExtractedComponents {
  const { url: modified, nodes } = match;
  const { inputOffset, offset } = match;
  // Nothing rewritten: w is the input from offset on and holds no "%" (steps 2 to 4 put every "%"
  // there, and step 2 encodes the input's own), so each decoded substring is the substring.
  if (inputOffset === undefined) return componentsFromNodes(modified, nodes, offset);
  // "First, the substring of the modified w which matched a particular production in RFC 3986 is
  // identified" — in the modified w's own offsets…
  const inModified = componentsFromNodes(modified, nodes, 0);
  // "…then any percent-encoded characters in that substring are decoded."
  const decoded = (span: Span | undefined): string | undefined => (span === undefined ? undefined : decodeSubstring(modified.slice(span[0], span[1])));
  // Through the rewritten w's table of escapes.
  const toInput = (span: Span): Span => [inputOffset(span[0]), inputOffset(span[1])];
  const mapped = (span: Span | undefined): Span | undefined => (span === undefined ? undefined : toInput(span));
  const s = inModified.spans;

  const scheme = decoded(s.scheme);
  const host = decoded(s.host);
  const port = decoded(s.port);
  const components: URLComponents = {
    scheme,
    authority: decoded(s.authority),
    userinfo: decoded(s.userinfo),
    host,
    port,
    // "<hostport>: If there is a <scheme> component and a <port> component and the port … is
    // different than the default port …, then <hostport> is the decoded substring that starts
    // with the decoded substring matched by the <host> production and ends with the decoded
    // substring matched by the <port> production, and includes the colon in between the two.
    // Otherwise, it is the same as the <host> component."
    hostport: hostportOf(scheme, host, port),
    path: decoded(s.path) ?? "",
    query: decoded(s.query),
    fragment: decoded(s.fragment),
    // "<host-specific>: The decoded substring that follows the decoded substring matched by the
    // <authority> production, or the whole string if the <authority> production wasn't matched."
    hostSpecific: decoded(s.hostSpecific) ?? "",
  };
  const spans: URLSpans = {
    scheme: mapped(s.scheme),
    authority: mapped(s.authority),
    userinfo: mapped(s.userinfo),
    host: mapped(s.host),
    port: mapped(s.port),
    hostport: mapped(s.hostport),
    path: toInput(s.path),
    query: mapped(s.query),
    fragment: mapped(s.fragment),
    hostSpecific: toInput(s.hostSpecific),
  };
  return { components, spans, productions: inModified.productions };
}
