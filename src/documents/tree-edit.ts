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
 * An element with a (new) parent given by reference, so lists can be rebuilt and renumbered.
 * (Facts derived from the tree, such as an HTMLDocument element's xmlBase, are recomputed by
 * makeHTMLDocument from the edited list.)
 */
interface Entry {
  readonly element: ParsedElement;
  readonly parent: Entry | null;
}

function toEntries(elements: readonly ParsedElement[]): Entry[] {
  const entries: Entry[] = [];
  for (const element of elements) entries.push({ element, parent: element.parent === null ? null : (entries[element.parent] ?? null) });
  return entries;
}

function fromEntries(entries: readonly Entry[]): { elements: ParsedElement[]; indexOf: Map<Entry, number> } {
  const indexOf = new Map<Entry, number>(entries.map((e, i) => [e, i]));
  const elements = entries.map((e, i) => ({ ...e.element, index: i, parent: e.parent === null ? null : (indexOf.get(e.parent) ?? null) }));
  return { elements, indexOf };
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
  const entries = toEntries(elements);
  const parentEntry = entries[parent] ?? null;
  const inserted: Entry = { element: { ...element, index: -1, parent: null }, parent: parentEntry };
  entries.splice(parent + 1, 0, inserted);
  const { elements: out, indexOf } = fromEntries(entries);
  return { elements: out, newIndex: indexOf.get(inserted) ?? -1 };
}

export interface MovedSubtree {
  /** The source's elements without the subtree; sourceIndex maps a source index to its new index (undefined for moved ones). */
  readonly source: ParsedElement[];
  readonly sourceIndex: ReadonlyMap<number, number>;
  /** The target's elements with the subtree appended as the last child of the parent. */
  readonly target: ParsedElement[];
  /** Old target index → new index. */
  readonly targetIndex: ReadonlyMap<number, number>;
  /** Old source index of each moved element → its index in the new target. */
  readonly movedIndex: ReadonlyMap<number, number>;
}

/** Moves the subtree at index out of source into target, as the last child of target's parent element. */
export function moveSubtree(source: readonly ParsedElement[], index: number, target: readonly ParsedElement[], parent: number): MovedSubtree {
  const end = subtreeEnd(source, index);
  const sourceEntries = toEntries(source);
  const targetEntries = toEntries(target);
  const parentEntry = targetEntries[parent] ?? null;
  // Copy the subtree's entries so the root hangs from its new parent.
  const copies = new Map<Entry, Entry>();
  const moved: Entry[] = [];
  for (let i = index; i < end; i++) {
    const original = sourceEntries[i] as Entry;
    const copy: Entry = { element: original.element, parent: i === index ? parentEntry : (copies.get(original.parent as Entry) ?? null) };
    copies.set(original, copy);
    moved.push(copy);
  }
  // Appended as the last child: just past the parent's subtree.
  const at = subtreeEnd(target, parent);
  const newTargetEntries = [...targetEntries.slice(0, at), ...moved, ...targetEntries.slice(at)];
  const newSourceEntries = [...sourceEntries.slice(0, index), ...sourceEntries.slice(end)];
  const s = fromEntries(newSourceEntries);
  const t = fromEntries(newTargetEntries);
  const sourceIndex = new Map<number, number>();
  sourceEntries.forEach((e, i) => {
    const n = s.indexOf.get(e);
    if (n !== undefined) sourceIndex.set(i, n);
  });
  const targetIndex = new Map<number, number>(targetEntries.map((e, i) => [i, t.indexOf.get(e) ?? -1]));
  const movedIndex = new Map<number, number>(moved.map((e, k) => [index + k, t.indexOf.get(e) ?? -1]));
  return { source: s.elements, sourceIndex, target: t.elements, targetIndex, movedIndex };
}
