/**
 * HTML5 §2.6.6: "make a new string output by replacing the component of the URL given by the
 * "component" column in the input URL with the new value", on the component's span in the input
 * (so whatever surrounds the URL, such as the spaces §2.6.2 strips, stays as it was).
 *
 * "When replacing a component in the URL, if the component is part of an optional group in the URL
 * syntax consisting of a character followed by the component, the component (including its prefix
 * character) must be included even if the new value is the empty string. The previous paragraph
 * applies in particular to the ":" before a <port> component, the "?" before a <query> component,
 * and the "#" before a <fragment> component."
 *
 * Decisions (docs/spec-notes.md):
 * - A present component (even an empty one) is replaced in place; its prefix character is
 *   already there.
 * - An absent <port>, <query> or <fragment> is replaced by inserting its prefix character and the
 *   new value where the group goes in RFC 3986's syntax: the port after the host, the query after
 *   the path, the fragment after the query (or the path).
 * - <hostport> is the substring §2.6.2 defines: the host and ":" port when the port is not the
 *   scheme's default, the host alone otherwise (so "http://a:80/" keeps ":80").
 * - Any other absent component (a <host> or <hostport> in an input that resolves to an
 *   authority-based URL without having an authority itself, e.g. "x:/..//a") cannot be replaced:
 *   the result is undefined and the setter's output is the input.
 */
import type { ParseSuccess } from "../parse/parse-result.js";
import type { DecompositionComponent } from "./components.js";

/** Where an absent component's optional group goes, and its prefix character. */
function insertionPoint(parsed: ParseSuccess, component: DecompositionComponent): { at: number; prefix: string } | undefined {
  const { spans } = parsed;
  // A variant without spans (whatwg) has no substring to insert at.
  if (spans === undefined) return undefined;
  switch (component) {
    // authority = [ userinfo "@" ] host [ ":" port ]
    case "port":
      return spans.host === undefined ? undefined : { at: spans.host[1], prefix: ":" };
    // URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
    case "query":
      return { at: spans.path[1], prefix: "?" };
    case "fragment":
      return { at: (spans.query ?? spans.path)[1], prefix: "#" };
    default:
      return undefined;
  }
}

/** The input with `component` replaced by `newValue`, or undefined when the input has no such component to replace. */
export function replaceComponent(parsed: ParseSuccess, component: DecompositionComponent, newValue: string): string | undefined {
  const { input } = parsed;
  const span = parsed.spans?.[component];
  if (span !== undefined) return input.slice(0, span[0]) + newValue + input.slice(span[1]);
  const insertion = insertionPoint(parsed, component);
  if (insertion === undefined) return undefined;
  // "the component (including its prefix character) must be included even if the new value is the empty string"
  return input.slice(0, insertion.at) + insertion.prefix + newValue + input.slice(insertion.at);
}
