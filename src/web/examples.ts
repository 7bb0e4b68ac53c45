/**
 * The example links on the page: the texts' own examples and the known discrepancies between the
 * variants. Each is a state (over the defaults), so its link is an ordinary # fragment.
 */
import { append, h } from "./dom.js";
import { stateToFragment } from "./fragment-state.js";
import type { PageState } from "./page-state.js";

interface Example {
  /** Where it comes from, or what it shows. (The link's text is the URL itself.) */
  readonly note: string;
  readonly state: Partial<Pick<PageState, "url" | "base" | "encoding" | "escaped">>;
}

export const EXAMPLES: readonly Example[] = [
  {
    note: "A space in the path, a second # in the fragment: HTML5 §2.6.2 adds both to the grammar; RFC 3986 stops at the space.",
    state: { url: "http://user@example.com:8080/a b/c?q=1#top#more" },
  },
  {
    note: "HTML5 §2.6.3's own example of the <path> step: ^ and ☺ are escaped, %FF and %z kept.",
    state: { url: "//example.com/a^b☺c%FFd%z/?e", base: "http://example.com/" },
  },
  {
    note: "HTML5 §2.6.6's attribute table: port 4443, an empty query gives search \"?\".",
    state: { url: "https://www.example.com:4443?" },
  },
  {
    note: "HTML5 §2.6.6: the (empty) fragment is not part of the query; hash stays empty.",
    state: { url: "http://example.com/?test#" },
  },
  {
    note: "HTML5 §2.6.6's attribute table: no port, no query, hash #question%3f.",
    state: { url: "http://example.com/carrot#question%3f" },
  },
  {
    note: "Web addresses draft, Appendix B, known discrepancy: the old algorithm (html5-2009) allows square brackets in <host>, section 2's new one does not.",
    state: { url: "http://a[b]c/" },
  },
  {
    note: "Web addresses draft, Appendix B working note: the lookahead string with exactly one parse.",
    state: { url: "x://[v42.3]:2323]:2323:2323]:2323" },
  },
  {
    note: "An IP literal: HTML5's host step runs IDNA ToASCII with UseSTD3ASCIIRules on \"[::1]\", which fails.",
    state: { url: "http://[::1]/" },
  },
  {
    note: "A non-ASCII host: ToASCII in HTML5 and today's URL Standard, percent-encoding under the IRI rules.",
    state: { url: "http://ÉXAMPLE.com/" },
  },
  {
    note: "HTML5 §2.6.3: the query is encoded in the document's encoding; ☺ cannot be, so it becomes \"?\".",
    state: { url: "?é☺", base: "http://example.com/", encoding: "windows-1252" },
  },
  {
    note: "HTML5 §2.6.3's backslash step turns the userinfo's \\ into /, which changes the URL's structure.",
    state: { url: "http://u\\v@h/" },
  },
  {
    note: "RFC 3986 §5.4.2's abnormal example: strict resolution keeps http:g; HTML5's conformance step rejects it.",
    state: { url: "http:g", base: "http://a/b/c/d;p?q" },
  },
  {
    note: "RFC 3986 §5.4.1 and RFC 1808 §5.1: RFC 1808 reads ;x as <params>.",
    state: { url: "g;x?y#s", base: "http://a/b/c/d;p?q" },
  },
  {
    note: "Escaped mode: a leading tab, a zero-width space and a soft hyphen in the host, a line feed in the path: typed as escapes.",
    state: { url: "\\thttp://exa\\u{200B}mple.\\u{AD}com/a\\nb", escaped: true },
  },
  {
    note: "Markup-shaped input is shown literally, never interpreted.",
    state: { url: "\"><img src=x onerror=alert(1)>" },
  },
];

/** The URL as typed (escapes and all), with its base and encoding when they are not the defaults'. */
function linkText(example: Example): DocumentFragment {
  const text = document.createDocumentFragment();
  append(text, h("code", {}, example.state.url ?? ""));
  if (example.state.base !== undefined) append(text, " against ", h("code", {}, example.state.base));
  if (example.state.encoding !== undefined) append(text, " in ", example.state.encoding);
  return text;
}

/** The list of example links: each an <a href="#…"> to its state, so following one is navigation. */
export function renderExamples(examples: readonly Example[], defaults: PageState): HTMLElement {
  return h(
    "ul",
    { class: "examples" },
    ...examples.map((example) =>
      h(
        "li",
        {},
        h("a", { class: "example", attrs: { href: stateToFragment({ ...defaults, ...example.state }) } }, linkText(example)),
        h("span", { class: "example-note" }, ` — ${example.note}`),
      ),
    ),
  );
}
