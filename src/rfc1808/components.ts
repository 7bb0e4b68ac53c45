/**
 * The rfc1808 variant's components: §2.4's parse (parse-url.ts) in the shape of HTML5 §2.6.2's
 * components, so that parse() reports every variant alike.
 *
 * - authority is the <net_loc>. RFC 1808 §2.1 defines it "as per Section 3.1 of RFC 1738":
 *   "//<user>:<password>@<host>:<port>/<url-path>", where "Within the user and password field,
 *   any ":", "@", or "/" must be encoded". So userinfo is what precedes the first "@", the host
 *   runs from there to the first ":" after it, and the port is the rest (docs/spec-notes.md).
 * - path is §2.4.6's path with the slash that may precede it ("Often this is done by simply
 *   storing the preceding slash along with the path"), without <params>: "Parameters, regardless
 *   of their purpose, do not form a part of the URL path" (§4). params is its own component.
 * - productions.path is abs_path when the slash is there, rel_path when not.
 */
import { hostportOf } from "../parse/hostport.js";
import type { ExtractedComponents } from "../parse/components-from-nodes.js";
import type { Span, URLComponents, URLSpans } from "../parse/components.js";
import { parseRFC1808String, type RFC1808Span } from "./parse-url.js";

export function rfc1808Components(url: string, offset = 0): ExtractedComponents {
  const parsed = parseRFC1808String(url);
  const span = (s: RFC1808Span | undefined): Span | undefined => (s === undefined ? undefined : [s[0] + offset, s[1] + offset]);
  const text = (s: RFC1808Span | undefined): string | undefined => (s === undefined ? undefined : url.slice(s[0], s[1]));

  // RFC 1738 §3.1's parts of the net_loc.
  let userinfo: RFC1808Span | undefined;
  let host: RFC1808Span | undefined;
  let port: RFC1808Span | undefined;
  if (parsed.netLoc !== undefined) {
    const [start, end] = parsed.netLoc;
    const at = url.indexOf("@", start);
    const hostStart = at >= 0 && at < end ? at + 1 : start;
    if (hostStart > start) userinfo = [start, hostStart - 1];
    const colon = url.indexOf(":", hostStart);
    host = [hostStart, colon >= 0 && colon < end ? colon : end];
    if (colon >= 0 && colon < end) port = [colon + 1, end];
  }

  const pathStart = parsed.pathAfterSlash ? parsed.path[0] - 1 : parsed.path[0];
  const pathSpan: RFC1808Span = [pathStart, parsed.path[1]];
  const hostSpecificStart = parsed.netLoc ? parsed.netLoc[1] : 0;
  const components: URLComponents = {
    scheme: text(parsed.scheme),
    authority: text(parsed.netLoc),
    userinfo: text(userinfo),
    host: text(host),
    port: text(port),
    hostport: hostportOf(text(parsed.scheme), text(host), text(port)),
    path: url.slice(pathSpan[0], pathSpan[1]),
    params: text(parsed.params),
    query: text(parsed.query),
    fragment: text(parsed.fragment),
    hostSpecific: url.slice(hostSpecificStart),
  };
  const spans: URLSpans = {
    scheme: span(parsed.scheme),
    authority: span(parsed.netLoc),
    userinfo: span(userinfo),
    host: span(host),
    port: span(port),
    hostport: host === undefined ? undefined : components.hostport === components.host ? span(host) : span([host[0], port![1]]),
    path: [pathSpan[0] + offset, pathSpan[1] + offset],
    params: span(parsed.params),
    query: span(parsed.query),
    fragment: span(parsed.fragment),
    hostSpecific: [hostSpecificStart + offset, url.length + offset],
  };
  return { components, spans, productions: { path: parsed.pathAfterSlash ? "abs_path" : "rel_path" } };
}
