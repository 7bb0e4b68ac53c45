/**
 * Changing a document's element list (set an attribute, insert an element, move a subtree between
 * documents) while keeping tree order and parent indices right — what §2.6.5's changes need.
 * Documents are values: every edit returns new element lists, with maps from old to new indices.
 */
import type { ElementAttribute, ParsedElement } from "./document-element.js";

/** The index just past the element's subtree (in tree order a subtree is contiguous). */
export function subtreeEnd(elements: readonly ParsedElement[], index: number): number {
  let end = index + 1;
  // An element after index whose parent is at or after index lies in the subtree (its parent
  // was already found to be in it); the first one whose parent is before index ends it.
  while (end < elements.length && (elements[end]?.parent ?? -1) >= index) end++;
  return end;
}

/**
 * The elements kept, renumbered: `to` gives an element's new index from its old one (undefined:
 * not kept); a parent that is not before its child in tree order is none. (Facts derived from
 * the tree, such as an HTMLDocument element's xmlBase, are recomputed by makeHTMLDocument.)
 */
function renumbered(elements: readonly ParsedElement[], to: (index: number) => number | undefined): ParsedElement[] {
  return elements.flatMap((e, i) => {
    const index = to(i);
    return index === undefined ? [] : [{ ...e, index, parent: e.parent !== null && e.parent < i ? (to(e.parent) ?? null) : null }];
  });
}

/** A copy with one attribute set (value) or removed (null). */
export function withAttribute(elements: readonly ParsedElement[], index: number, name: string, value: string | null): ParsedElement[] {
  return elements.map((e) => {
    if (e.index !== index) return e;
    const others = e.attributes.filter((a) => a.name !== name);
    const existing = e.attributes.find((a) => a.name === name);
    if (value === null) return { ...e, attributes: others };
    const attribute: ElementAttribute = existing ? { ...existing, value } : { name, value };
    // Keep the attribute where it was; a new one goes last.
    return { ...e, attributes: existing ? e.attributes.map((a) => (a === existing ? attribute : a)) : [...others, attribute] };
  });
}

/** A copy with a new element inserted as the first child of parent; newIndex is where it went. */
export function withFirstChild(elements: readonly ParsedElement[], parent: number, element: Omit<ParsedElement, "index" | "parent">): { elements: ParsedElement[]; newIndex: number } {
  const at = parent + 1;
  const out = renumbered(elements, (i) => (i < at ? i : i + 1));
  out.splice(at, 0, { ...element, index: at, parent });
  return { elements: out, newIndex: at };
}

export interface MovedSubtree {
  /** The source's elements without the subtree. */
  readonly source: ParsedElement[];
  /** The target's elements with the subtree appended as the last child of the parent. */
  readonly target: ParsedElement[];
  /** Each moved element: its index in the source → its index in the new target. */
  readonly movedIndex: ReadonlyMap<number, number>;
  /** An index of the new source, or of the new target, → the element's index before (null: a moved element, new in the target). */
  readonly sourceBefore: (index: number) => number | null;
  readonly targetBefore: (index: number) => number | null;
}

/** Moves the subtree at index out of source into target, as the last child of target's parent element. */
export function moveSubtree(source: readonly ParsedElement[], index: number, target: readonly ParsedElement[], parent: number): MovedSubtree {
  const end = subtreeEnd(source, index);
  const count = end - index;
  // Appended as the last child: just past the parent's subtree.
  const at = subtreeEnd(target, parent);
  const moved = renumbered(source, (i) => (i >= index && i < end ? at + i - index : undefined));
  moved[0] = { ...moved[0]!, parent };
  const out = renumbered(target, (i) => (i < at ? i : i + count));
  out.splice(at, 0, ...moved);
  return {
    source: renumbered(source, (i) => (i < index ? i : i >= end ? i - count : undefined)),
    target: out,
    movedIndex: new Map(moved.map((e, k) => [index + k, e.index])),
    sourceBefore: (i) => (i < index ? i : i + count),
    targetBefore: (i) => (i < at ? i : i >= at + count ? i - count : null),
  };
}
