/**
 * Reading decoded HTML with parse5 (the HTML5 parsing algorithm) into DocumentElement records.
 */
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap, type Token, type TreeAdapter } from "parse5";
import type { ElementAttribute, ElementNamespace, ParsedElement, SourceLocation } from "./document-element.js";

type Parse5Node = DefaultTreeAdapterMap["node"];
type Parse5Element = DefaultTreeAdapterMap["element"];

const NAMESPACES: Readonly<Record<string, ElementNamespace>> = {
  "http://www.w3.org/1999/xhtml": "html",
  "http://www.w3.org/2000/svg": "svg",
  "http://www.w3.org/1998/Math/MathML": "mathml",
};

function isElement(node: Parse5Node): node is Parse5Element {
  return "tagName" in node;
}

/**
 * Puts the node's children on the walk's stack, last first (so they come off it in order). HTML5
 * (2009) has no template element: a 2009 parser put what is inside <template> in the tree as the
 * template's children, so its contents are walked as children here (after the others).
 */
function pushChildren(stack: { node: Parse5Node; parent: number | null }[], node: Parse5Node, parent: number | null): void {
  if (isElement(node) && node.tagName === "template" && "content" in node) {
    const content = (node as DefaultTreeAdapterMap["template"]).content.childNodes;
    for (let i = content.length - 1; i >= 0; i--) pushWalked(stack, content[i] as Parse5Node, parent);
  }
  if (!("childNodes" in node)) return;
  const children = node.childNodes;
  for (let i = children.length - 1; i >= 0; i--) pushWalked(stack, children[i] as Parse5Node, parent);
}

/** Elements and nodes with children are walked; text and comments are not. */
function pushWalked(stack: { node: Parse5Node; parent: number | null }[], child: Parse5Node, parent: number | null): void {
  if (isElement(child) || "childNodes" in child) stack.push({ node: child, parent });
}

/**
 * The document's elements in tree order; with their source locations unless `locations` is false
 * (then the same elements, without where they are: the tokenizer does not track positions).
 */
export function parseHTMLElements(text: string, locations = true): ParsedElement[] {
  // The lean adapter keeps no text and only start tag locations (leanTreeAdapter).
  const document = parse(text, { sourceCodeLocationInfo: locations, treeAdapter: leanTreeAdapter });
  const elements: ParsedElement[] = [];
  // An explicit stack rather than recursion: deeply nested markup must not overflow the call stack.
  const stack: { node: Parse5Node; parent: number | null }[] = [{ node: document, parent: null }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { node, parent } = item;
    let next = parent;
    if (isElement(node)) {
      const index = elements.length;
      const location = startTagLocationOf(node);
      // Built property by property, each optional one only when it is there (spreads of
      // one-property objects cost a third of this walk on an 8 MB page).
      const attributes = node.attrs.map((a): ElementAttribute => {
        const name = a.prefix ? `${a.prefix}:${a.name}` : a.name;
        const attribute: { -readonly [K in keyof ElementAttribute]: ElementAttribute[K] } = { name, value: a.value };
        if (a.namespace) attribute.namespace = a.namespace;
        const at = location?.attributes[name];
        if (at) attribute.location = at;
        return attribute;
      });
      const element: { -readonly [K in keyof ParsedElement]: ParsedElement[K] } = { index, localName: node.tagName, namespace: NAMESPACES[node.namespaceURI] ?? "html", attributes, parent };
      const at = location?.start;
      if (at) element.location = at;
      elements.push(element);
      next = index;
    }
    pushChildren(stack, node, next);
  }
  return elements;
}

// A parse5 tree adapter that builds the tree webaddr reads and nothing more (on an 8 MB
// page the full tree, its text and every node's source locations were most of a GB).
//
// The tree construction stage of the HTML parser is unchanged: parse5 drives it, and the elements
// are created, moved (adoption agency, foster parenting) and nested as the default adapter does.
// Only what no URL attribute needs is left out:
//  - text: a run of text is one empty text node (parse5 merges runs the same way, and the tree
//    construction stage never reads text back), so the text itself is not kept;
//  - source locations: an element keeps where its start tag and its attributes start; end tags
//    and text keep none.

type ParentNode = DefaultTreeAdapterMap["parentNode"];

/** Where an element's start tag and its attributes (by name as written) start. */
interface StartTagLocation {
  readonly start: SourceLocation;
  readonly attributes: Readonly<Record<string, SourceLocation>>;
}

/** An element of the lean tree: its start tag location in place of parse5's sourceCodeLocation. */
type LeanElement = Parse5Element & { startTagLocation?: StartTagLocation };

function at(l: Token.Location): SourceLocation {
  return { line: l.startLine, column: l.startCol, offset: l.startOffset };
}

function isText(node: Parse5Node | undefined): boolean {
  return node !== undefined && node.nodeName === "#text";
}

/** What getNodeSourceCodeLocation answers for an element with a location (parse5 only tests it). */
const KEPT: Token.ElementLocation = Object.freeze({}) as Token.ElementLocation;

/** The start tag location the lean adapter kept for the element, if it kept one. */
function startTagLocationOf(element: Parse5Element): StartTagLocation | undefined {
  return (element as LeanElement).startTagLocation;
}

const leanTreeAdapter: TreeAdapter<DefaultTreeAdapterMap> = {
  ...defaultTreeAdapter,
  insertText(parent: ParentNode): void {
    if (!isText(parent.childNodes[parent.childNodes.length - 1])) defaultTreeAdapter.appendChild(parent, defaultTreeAdapter.createTextNode(""));
  },
  insertTextBefore(parent: ParentNode, _text: string, reference: DefaultTreeAdapterMap["childNode"]): void {
    if (!isText(parent.childNodes[parent.childNodes.indexOf(reference) - 1])) defaultTreeAdapter.insertBefore(parent, defaultTreeAdapter.createTextNode(""), reference);
  },
  setNodeSourceCodeLocation(node: Parse5Node, location: Token.ElementLocation | null): void {
    // Only elements keep a location; parse5 asks again (getNodeSourceCodeLocation) before it
    // updates one, so text nodes and end tags cost nothing here.
    if (location === null || !defaultTreeAdapter.isElementNode(node)) return;
    const attributes: Record<string, SourceLocation> = {};
    const attrs = location.attrs;
    if (attrs !== undefined) for (const name in attrs) attributes[name] = at(attrs[name]!);
    (node as LeanElement).startTagLocation = { start: at(location), attributes };
  },
  getNodeSourceCodeLocation(node: Parse5Node): Token.ElementLocation | undefined | null {
    // parse5 only tests the answer (to update end locations, which are not kept): a text node,
    // or the missing node before the first text of an element, has none.
    return node !== undefined && defaultTreeAdapter.isElementNode(node) && startTagLocationOf(node) !== undefined ? KEPT : undefined;
  },
  updateNodeSourceCodeLocation(): void {
    // End locations are not kept.
  },
};
