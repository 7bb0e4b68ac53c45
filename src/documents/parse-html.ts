/**
 * Reading decoded HTML with parse5 (the HTML5 parsing algorithm) into DocumentElement records.
 */
import { parse, type DefaultTreeAdapterMap } from "parse5";
import type { ElementAttribute, ElementNamespace, ParsedElement, SourceLocation } from "./document-element.js";

type Parse5Node = DefaultTreeAdapterMap["node"];
type Parse5Element = DefaultTreeAdapterMap["element"];
type Parse5Location = { startLine: number; startCol: number; startOffset: number };

const NAMESPACES: Readonly<Record<string, ElementNamespace>> = {
  "http://www.w3.org/1999/xhtml": "html",
  "http://www.w3.org/2000/svg": "svg",
  "http://www.w3.org/1998/Math/MathML": "mathml",
};

function location(l: Parse5Location | null | undefined): SourceLocation | undefined {
  return l ? { line: l.startLine, column: l.startCol, offset: l.startOffset } : undefined;
}

function isElement(node: Parse5Node): node is Parse5Element {
  return "tagName" in node;
}

function childrenOf(node: Parse5Node): readonly Parse5Node[] {
  const children: Parse5Node[] = "childNodes" in node ? [...node.childNodes] : [];
  // HTML5 (2009) has no template element: a 2009 parser put what is inside <template> in the tree
  // as the template's children, so its contents are walked as children here.
  if (isElement(node) && node.tagName === "template" && "content" in node) {
    children.push(...(node as DefaultTreeAdapterMap["template"]).content.childNodes);
  }
  return children;
}

/** The document's elements in tree order. */
export function parseHTMLElements(text: string): ParsedElement[] {
  const document = parse(text, { sourceCodeLocationInfo: true });
  const elements: ParsedElement[] = [];
  // An explicit stack rather than recursion: deeply nested markup must not overflow the call stack.
  const stack: { node: Parse5Node; parent: number | null }[] = [{ node: document, parent: null }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { node, parent } = item;
    let next = parent;
    if (isElement(node)) {
      const index = elements.length;
      const attributeLocations = node.sourceCodeLocation?.attrs ?? {};
      const attributes = node.attrs.map((a): ElementAttribute => {
        const name = a.prefix ? `${a.prefix}:${a.name}` : a.name;
        const at = location(attributeLocations[name]);
        return { name, value: a.value, ...(a.namespace ? { namespace: a.namespace } : {}), ...(at ? { location: at } : {}) };
      });
      const at = location(node.sourceCodeLocation);
      elements.push({ index, localName: node.tagName, namespace: NAMESPACES[node.namespaceURI] ?? "html", attributes, parent, ...(at ? { location: at } : {}) });
      next = index;
    }
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i] as Parse5Node, parent: next });
  }
  return elements;
}
