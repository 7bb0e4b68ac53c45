/**
 * The attributes of HTML5 (2009) elements whose values are URLs, with the section that defines
 * each (chapter 4 is outside the URL sections webaddr follows, so sections are named, not numbered). Only HTML
 * elements: SVG's xlink:href is XLink's, not HTML's (docs/spec-notes.md).
 */
import { asciiLowercase } from "../encoding/code-points.js";
import { attributeOf, checkElement, type DocumentElement, type ParsedElement } from "./document-element.js";

/** What the URL is for. */
export type URLAttributeRole =
  /** a/area href, and link href when rel has a hyperlink keyword. */
  | "hyperlink"
  /** link href when rel has only external resource keywords (stylesheet, icon, prefetch, pingback). */
  | "external-resource"
  /** base href: sets the document base URL. */
  | "document-base"
  /** A resource the element fetches and uses (img src, script src, iframe src…). */
  | "embedded-resource"
  /** Where a form is submitted (form action, formaction). */
  | "form-submission"
  /** A citation: cite on q, blockquote, ins, del (and section, article, which §2.6.5 names). */
  | "citation"
  /** a/area ping: URLs notified when the hyperlink is followed. */
  | "hyperlink-auditing"
  /** html manifest: the application cache manifest. */
  | "cache-manifest";

export interface URLAttributeDefinition {
  readonly element: string;
  readonly attribute: string;
  /** A set of space-separated tokens, each a URL (ping), rather than one URL. */
  readonly list: boolean;
  readonly role: URLAttributeRole;
  /** The HTML5 section that defines the attribute. */
  readonly source: string;
}

const url = (element: string, attribute: string, role: URLAttributeRole, source: string): URLAttributeDefinition => ({ element, attribute, list: false, role, source });

export const URL_ATTRIBUTES: readonly URLAttributeDefinition[] = [
  url("html", "manifest", "cache-manifest", 'HTML5 "The html element"'),
  url("base", "href", "document-base", 'HTML5 "The base element"'),
  url("link", "href", "hyperlink", 'HTML5 "The link element" (a hyperlink or an external resource, by rel: "Link types")'),
  url("script", "src", "embedded-resource", 'HTML5 "The script element"'),
  url("blockquote", "cite", "citation", 'HTML5 "The blockquote element"'),
  url("q", "cite", "citation", 'HTML5 "The q element"'),
  url("ins", "cite", "citation", 'HTML5 "The ins element"'),
  url("del", "cite", "citation", 'HTML5 "The del element"'),
  url("section", "cite", "citation", "HTML5 §2.6.5 (section with a cite attribute)"),
  url("article", "cite", "citation", "HTML5 §2.6.5 (article with a cite attribute)"),
  url("a", "href", "hyperlink", 'HTML5 "The a element", "Hyperlinks"'),
  { element: "a", attribute: "ping", list: true, role: "hyperlink-auditing", source: 'HTML5 "Hyperlink auditing" (space-separated URLs)' },
  url("area", "href", "hyperlink", 'HTML5 "The area element", "Hyperlinks"'),
  { element: "area", attribute: "ping", list: true, role: "hyperlink-auditing", source: 'HTML5 "Hyperlink auditing" (space-separated URLs)' },
  url("img", "src", "embedded-resource", 'HTML5 "The img element"'),
  url("iframe", "src", "embedded-resource", 'HTML5 "The iframe element"'),
  url("embed", "src", "embedded-resource", 'HTML5 "The embed element"'),
  url("object", "data", "embedded-resource", 'HTML5 "The object element"'),
  url("video", "src", "embedded-resource", 'HTML5 "The video element", "Media elements"'),
  url("video", "poster", "embedded-resource", 'HTML5 "The video element"'),
  url("audio", "src", "embedded-resource", 'HTML5 "The audio element", "Media elements"'),
  url("source", "src", "embedded-resource", 'HTML5 "The source element"'),
  url("command", "icon", "embedded-resource", 'HTML5 "The command element"'),
  url("form", "action", "form-submission", 'HTML5 "Form submission"'),
  url("button", "formaction", "form-submission", 'HTML5 "The button element", "Form submission"'),
  url("input", "formaction", "form-submission", 'HTML5 "The input element", "Form submission"'),
  url("input", "src", "embedded-resource", 'HTML5 "The input element", "Image Button state"'),
];

/** link types that make a link element a hyperlink (HTML5 "Link types"); the others a link may have make external resources. */
export const HYPERLINK_LINK_TYPES: ReadonlySet<string> = new Set([
  "alternate",
  "archives",
  "author",
  "first",
  "help",
  "index",
  "last",
  "license",
  "next",
  "prev",
  "search",
  "sidebar",
  "tag",
  "up",
]);

/** Space characters (HTML5 §2.4.1) separate tokens in rel and ping. */
function splitOnSpaces(value: string): string[] {
  return value.split(/[ \t\n\f\r]+/).filter((t) => t !== "");
}

/** "If the element creates a hyperlink" (§2.6.5): a or area with href; link with href and a hyperlink keyword in rel. */
export function createsHyperlink(element: DocumentElement): boolean {
  return elementCreatesHyperlink(checkElement("createsHyperlink", "element", element));
}

/** createsHyperlink of an element webaddr has read. */
export function elementCreatesHyperlink(element: ParsedElement): boolean {
  if (element.namespace !== "html" || attributeOf(element, "href") === undefined) return false;
  if (element.localName === "a" || element.localName === "area") return true;
  if (element.localName !== "link") return false;
  return splitOnSpaces(attributeOf(element, "rel") ?? "").some((t) => HYPERLINK_LINK_TYPES.has(asciiLowercase(t)));
}

/** §2.6.5: "a q, blockquote, section, article, ins, or del element with a cite attribute". */
export const CITE_ELEMENTS: ReadonlySet<string> = new Set(["q", "blockquote", "section", "article", "ins", "del"]);

export function isCiteElement(element: DocumentElement): boolean {
  return elementIsCite(checkElement("isCiteElement", "element", element));
}

/** isCiteElement of an element webaddr has read. */
export function elementIsCite(element: ParsedElement): boolean {
  return element.namespace === "html" && CITE_ELEMENTS.has(element.localName) && attributeOf(element, "cite") !== undefined;
}

/** One URL an element carries: the attribute, and for a list attribute which token. */
export interface ElementURL {
  readonly attribute: string;
  readonly value: string;
  /** For a list attribute (ping): the token's position, from 0. */
  readonly token?: number;
  readonly role: URLAttributeRole;
  readonly definition: URLAttributeDefinition;
}

const BY_ELEMENT = new Map<string, URLAttributeDefinition[]>();
for (const d of URL_ATTRIBUTES) BY_ELEMENT.set(d.element, [...(BY_ELEMENT.get(d.element) ?? []), d]);

/** The URLs on an element, in the order of its URL attributes in the table. */
export function urlsOfElement(element: DocumentElement): ElementURL[] {
  return urlsOn(checkElement("urlsOfElement", "element", element));
}

/** urlsOfElement of an element webaddr has read. */
export function urlsOn(element: ParsedElement): ElementURL[] {
  if (element.namespace !== "html") return [];
  const out: ElementURL[] = [];
  for (const definition of BY_ELEMENT.get(element.localName) ?? []) {
    const value = attributeOf(element, definition.attribute);
    if (value === undefined) continue;
    let role = definition.role;
    if (element.localName === "link" && definition.attribute === "href" && !elementCreatesHyperlink(element)) role = "external-resource";
    if (definition.list) splitOnSpaces(value).forEach((token, i) => out.push({ attribute: definition.attribute, value: token, token: i, role, definition }));
    else out.push({ attribute: definition.attribute, value, role, definition });
  }
  return out;
}
