/**
 * A parse5 tree adapter that builds the tree webaddr reads and nothing more (on an 8 MB
 * page the full tree, its text and every node's source locations were most of a GB).
 *
 * The tree construction stage of the HTML parser is unchanged: parse5 drives it, and the elements
 * are created, moved (adoption agency, foster parenting) and nested as the default adapter does.
 * Only what no URL attribute needs is left out:
 *  - text: a run of text is one empty text node (parse5 merges runs the same way, and the tree
 *    construction stage never reads text back), so the text itself is not kept;
 *  - source locations: an element keeps where its start tag and its attributes start; end tags
 *    and text keep none.
 */
import { defaultTreeAdapter, type DefaultTreeAdapterMap, type TreeAdapter, type Token } from "parse5";
import type { SourceLocation } from "./document-element.js";

type Node = DefaultTreeAdapterMap["node"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];
type Element = DefaultTreeAdapterMap["element"];

/** Where an element's start tag and its attributes (by name as written) start. */
export interface StartTagLocation {
  readonly start: SourceLocation;
  readonly attributes: Readonly<Record<string, SourceLocation>>;
}

/** An element of the lean tree: its start tag location in place of parse5's sourceCodeLocation. */
type LeanElement = Element & { startTagLocation?: StartTagLocation };

function at(l: Token.Location): SourceLocation {
  return { line: l.startLine, column: l.startCol, offset: l.startOffset };
}

function isText(node: Node | undefined): boolean {
  return node !== undefined && node.nodeName === "#text";
}

/** What getNodeSourceCodeLocation answers for an element with a location (parse5 only tests it). */
const KEPT: Token.ElementLocation = Object.freeze({}) as Token.ElementLocation;

/** The start tag location the lean adapter kept for the element, if it kept one. */
export function startTagLocationOf(element: Element): StartTagLocation | undefined {
  return (element as LeanElement).startTagLocation;
}

export const leanTreeAdapter: TreeAdapter<DefaultTreeAdapterMap> = {
  ...defaultTreeAdapter,
  insertText(parent: ParentNode): void {
    if (!isText(parent.childNodes[parent.childNodes.length - 1])) defaultTreeAdapter.appendChild(parent, defaultTreeAdapter.createTextNode(""));
  },
  insertTextBefore(parent: ParentNode, _text: string, reference: DefaultTreeAdapterMap["childNode"]): void {
    if (!isText(parent.childNodes[parent.childNodes.indexOf(reference) - 1])) defaultTreeAdapter.insertBefore(parent, defaultTreeAdapter.createTextNode(""), reference);
  },
  setNodeSourceCodeLocation(node: Node, location: Token.ElementLocation | null): void {
    // Only elements keep a location; parse5 asks again (getNodeSourceCodeLocation) before it
    // updates one, so text nodes and end tags cost nothing here.
    if (location === null || !defaultTreeAdapter.isElementNode(node)) return;
    const attributes: Record<string, SourceLocation> = {};
    const attrs = location.attrs;
    if (attrs !== undefined) for (const name in attrs) attributes[name] = at(attrs[name]!);
    (node as LeanElement).startTagLocation = { start: at(location), attributes };
  },
  getNodeSourceCodeLocation(node: Node): Token.ElementLocation | undefined | null {
    // parse5 only tests the answer (to update end locations, which are not kept): a text node,
    // or the missing node before the first text of an element, has none.
    return node !== undefined && defaultTreeAdapter.isElementNode(node) && startTagLocationOf(node) !== undefined ? KEPT : undefined;
  },
  updateNodeSourceCodeLocation(): void {
    // End locations are not kept.
  },
};
