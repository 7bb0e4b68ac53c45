/**
 * Reading decoded HTML with parse5 (the HTML5 parsing algorithm) into DocumentElement records.
 */
import { parse, type DefaultTreeAdapterMap } from "parse5";
import type { ElementAttribute, ElementNamespace, ParsedElement } from "./document-element.js";
import { leanTreeAdapter, startTagLocationOf } from "./lean-tree-adapter.js";

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
  // The lean adapter keeps no text and only start tag locations (lean-tree-adapter.ts).
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
