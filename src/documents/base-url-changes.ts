/**
 * HTML5 §2.6.5 "Dynamic changes to base URLs": given a document and a change, which elements are
 * "affected by a base URL change", what the text says each must do, and its URLs before and after.
 *
 * The three triggers:
 *   - "When an xml:base attribute changes, the attribute's element, and all descendant elements,
 *     are affected by a base URL change."
 *   - "When a document's document base URL changes, all elements in that document are affected by
 *     a base URL change."
 *   - "When an element is moved from one document to another, if the two documents have different
 *     base URLs, then that element and all its descendants are affected by a base URL change."
 * Each is evaluated under one variant (its resolver and its base element rule).
 */
import { argumentTypeError, describeValue, optionalString, readOptions, requireInteger, requireObject } from "../api/arguments.js";
import { DEFAULT_VARIANT, isVariantId, type VariantId } from "../variants/registry.js";
import type { ResolveResult } from "../resolve/resolve-result.js";
import { documentBaseURLUnder } from "./document-base-url-rules.js";
import { attributeOf, checkDocument, isHTMLElement, type DocumentElement, type ElementAttribute, type ParsedElement } from "./document-element.js";
import { headOf, makeHTMLDocument, type HTMLDocument } from "./html-document.js";
import { resolveElementURL, sameOutcome } from "./links.js";
import { elementCreatesHyperlink, elementIsCite, urlsOn } from "./url-attributes.js";

export type BaseURLChange =
  /** Set (or, with null, remove) the href of a base element: the first base element when none is named; a new base in head when there is none. */
  | { readonly kind: "base-href"; readonly value: string | null; readonly element?: number }
  /** Set (or, with null, remove) an element's xml:base attribute. */
  | { readonly kind: "xml:base"; readonly element: number; readonly value: string | null }
  /** Move an element (and its descendants) to another document, as the last child of parent (default: its body). */
  | { readonly kind: "move"; readonly element: number; readonly to: HTMLDocument; readonly parent?: number };

export type BaseURLChangeRule = "xml:base-changed" | "document-base-url-changed" | "moved-between-documents";

/** "When an element is affected by a base URL change, it must act as described in the following list". */
export type BaseURLChangeResponse =
  /** "If the element creates a hyperlink": its href "should be re-resolved relative to the element and the UI updated appropriately" (when shown or affecting the display). */
  | "hyperlink"
  /** "If the element is a q, blockquote, section, article, ins, or del element with a cite attribute": the URL "should be re-resolved" (when shown or affecting the display). */
  | "cite"
  /** "Otherwise: The element is not directly affected." */
  | "not-directly-affected";

/** Which document an element index refers to: the changed document, or (for a move) the source or target. */
export type ChangedDocument = "document" | "source" | "target";

export interface BaseURLChangeURL {
  readonly attribute: string;
  readonly value: string;
  readonly token?: number;
  /** Resolved before the change (null: the element did not exist, or did not have this URL). */
  readonly before: ResolveResult | null;
  readonly after: ResolveResult;
  readonly changed: boolean;
  /** The URL the text says to re-resolve: href for a hyperlink, cite for a cite element. */
  readonly reResolve: boolean;
}

export interface BaseURLChangeElement {
  /** Index before the change (null: the element is new, e.g. an inserted base element), and after. */
  readonly before: number | null;
  readonly after: number;
  readonly tagName: string;
  readonly response: BaseURLChangeResponse;
  readonly urls: readonly BaseURLChangeURL[];
}

export interface BaseURLChangeRuleOutcome {
  readonly rule: BaseURLChangeRule;
  /** The document whose elements are listed (a move has rules for both documents). */
  readonly document: ChangedDocument;
  /** Whether the rule's condition holds. */
  readonly applies: boolean;
  readonly reason: string;
  /** The elements "affected by a base URL change", in tree order. */
  readonly affected: readonly BaseURLChangeElement[];
  /** Elements the rule does not count as affected whose resolved URLs change nonetheless. */
  readonly changedButNotAffected: readonly BaseURLChangeElement[];
}

export type BaseURLChangeEffects =
  | {
      readonly ok: true;
      readonly variant: string;
      readonly change: BaseURLChange["kind"];
      readonly rules: readonly BaseURLChangeRuleOutcome[];
      /** The document after the change (for a move: the source without the element). */
      readonly document: HTMLDocument;
      /** For a move: the target document with the element. */
      readonly target?: HTMLDocument;
    }
  | { readonly ok: false; readonly variant: string; readonly error: { readonly message: string } };

export interface BaseURLChangeOptions {
  /** A built-in variant (default html5-2009). */
  readonly variant?: VariantId;
}

function responseOf(element: DocumentElement): BaseURLChangeResponse {
  if (elementCreatesHyperlink(element)) return "hyperlink";
  if (elementIsCite(element)) return "cite";
  return "not-directly-affected";
}

/** One element's URLs before (in one document) and after (in another, or the same changed one). */
function compare(variant: VariantId, before: { document: HTMLDocument; index: number } | null, after: { document: HTMLDocument; index: number }): BaseURLChangeElement {
  const element = after.document.elements[after.index] as DocumentElement;
  const response = responseOf(element);
  const beforeElement = before ? before.document.elements[before.index] : undefined;
  const beforeURLs = beforeElement ? urlsOn(beforeElement) : [];
  const urls = urlsOn(element).map((url): BaseURLChangeURL => {
    const spec = { element: element.localName, attribute: url.attribute, value: url.value };
    const afterResult = resolveElementURL(after.document, after.index, spec, [variant])[variant] as ResolveResult;
    const previous = beforeURLs.find((u) => u.attribute === url.attribute && u.token === url.token);
    const beforeResult = before && previous ? (resolveElementURL(before.document, before.index, { ...spec, value: previous.value }, [variant])[variant] as ResolveResult) : null;
    return {
      attribute: url.attribute,
      value: url.value,
      ...(url.token === undefined ? {} : { token: url.token }),
      before: beforeResult,
      after: afterResult,
      changed: beforeResult === null || !sameOutcome(beforeResult, afterResult),
      reResolve: (response === "hyperlink" && url.attribute === "href") || (response === "cite" && url.attribute === "cite"),
    };
  });
  return { before: before ? before.index : null, after: after.index, tagName: element.localName, response, urls };
}

type Pairing = { before: { document: HTMLDocument; index: number } | null; after: { document: HTMLDocument; index: number } };

/** Splits the elements in scope into affected (when the rule applies) and changed-but-not-affected. */
function outcome(variant: VariantId, rule: BaseURLChangeRule, document: ChangedDocument, applies: boolean, reason: string, inScope: readonly Pairing[], others: readonly Pairing[]): BaseURLChangeRuleOutcome {
  const affected = applies ? inScope.map((p) => compare(variant, p.before, p.after)) : [];
  const rest = applies ? others : [...inScope, ...others];
  const changedButNotAffected = rest.map((p) => compare(variant, p.before, p.after)).filter((e) => e.urls.some((u) => u.changed && u.before !== null));
  return { rule, document, applies, reason, affected, changedButNotAffected };
}

function baseURLOf(document: HTMLDocument, variant: string): string {
  const r = documentBaseURLUnder(document, variant);
  return r.ok ? r.href : "";
}

function documentBaseURLRule(variant: VariantId, which: ChangedDocument, before: HTMLDocument, after: HTMLDocument, beforeIndexOf: (afterIndex: number) => number | null): BaseURLChangeRuleOutcome {
  const from = baseURLOf(before, variant);
  const to = baseURLOf(after, variant);
  const applies = from !== to;
  const reason = applies ? `the document base URL changes from ${from} to ${to}` : `the document base URL stays ${from}`;
  const pairs: Pairing[] = after.elements.map((e) => {
    const b = beforeIndexOf(e.index);
    return { before: b === null ? null : { document: before, index: b }, after: { document: after, index: e.index } };
  });
  return outcome(variant, "document-base-url-changed", which, applies, reason, pairs, []);
}

/**
 * The change as read: a kind webaddr knows, its fields checked (a move says whether its target is
 * the very document given); any other kind is kept to be refused by name.
 */
type ReadChange =
  | Exclude<BaseURLChange, { kind: "move" }>
  | (Extract<BaseURLChange, { kind: "move" }> & { readonly sameDocument: boolean })
  | { readonly kind: "unknown"; readonly given: string };

function readNewValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw argumentTypeError("baseURLChangeEffects", "change.value", "a string, or null to remove the attribute", value);
  return value;
}

function readChange(change: unknown, document: unknown): ReadChange {
  const fn = "baseURLChangeEffects";
  const c = readOptions(fn, "change", requireObject(fn, "change", change, '{ kind: "base-href" | "xml:base" | "move", … }'), ["kind", "element", "value", "to", "parent"]);
  const kind = c.kind;
  if (kind !== "base-href" && kind !== "xml:base" && kind !== "move") return { kind: "unknown", given: typeof kind === "string" ? JSON.stringify(kind) : describeValue(kind) };
  const element = kind === "base-href" && c.element === undefined ? undefined : requireInteger(fn, "change.element", c.element);
  if (kind === "base-href") return { kind, value: readNewValue(c.value), ...(element === undefined ? {} : { element }) };
  if (kind === "xml:base") return { kind, element: element!, value: readNewValue(c.value) };
  const parent = c.parent === undefined ? undefined : requireInteger(fn, "change.parent", c.parent);
  return { kind, element: element!, to: checkDocument(fn, "change.to", c.to), ...(parent === undefined ? {} : { parent }), sameDocument: c.to === document };
}

/**
 * What the text says a change does to the elements' URLs, under one variant. A document, change
 * or options of the wrong type is a TypeError; a change that cannot be made (an unknown kind or
 * variant, an element that is not there) is an error result.
 */
export function baseURLChangeEffects(document: HTMLDocument, change: BaseURLChange, options: BaseURLChangeOptions = {}): BaseURLChangeEffects {
  const fn = "baseURLChangeEffects";
  const variant = optionalString(fn, "options.variant", readOptions(fn, "options", options, ["variant"]).variant) ?? DEFAULT_VARIANT;
  const checked = checkDocument(fn, "document", document);
  const read = readChange(change, document);
  if (!isVariantId(variant)) return { ok: false, variant, error: { message: `unknown variant ${JSON.stringify(variant)}` } };
  return effectsOf(checked, read, variant);
}

function effectsOf(document: HTMLDocument, change: ReadChange, variant: VariantId): BaseURLChangeEffects {
  const fail = (message: string): BaseURLChangeEffects => ({ ok: false, variant, error: { message } });
  const rebuilt = (elements: readonly ParsedElement[], from: HTMLDocument = document) =>
    makeHTMLDocument({ ...from, ...(from.context.creator ? { creator: from.context.creator } : {}), ...(from.context.srcdocContainer ? { srcdocContainer: from.context.srcdocContainer } : {}), elements });
  const value = "value" in change ? change.value : null;

  switch (change.kind) {
    case "base-href": {
      let index = change.element ?? document.elements.find((e) => isHTMLElement(e, "base"))?.index;
      let elements: ParsedElement[];
      let inserted: number | null = null;
      if (index === undefined) {
        // No base element: add one, as the first child of head.
        const head = headOf(document.elements);
        if (head === undefined) return fail("the document has no base element and no head to add one to");
        const added = withFirstChild(document.elements, head.index, { localName: "base", namespace: "html", attributes: [] });
        elements = added.elements;
        index = inserted = added.newIndex;
      } else {
        if (!isHTMLElement(document.elements[index], "base")) return fail(`element ${index} is not a base element`);
        elements = [...document.elements];
      }
      const after = rebuilt(withAttribute(elements, index, "href", value));
      const at = inserted;
      const rule = documentBaseURLRule(variant, "document", document, after, (i) => (at === null ? i : i === at ? null : i > at ? i - 1 : i));
      return { ok: true, variant, change: change.kind, rules: [rule], document: after };
    }
    case "xml:base": {
      const element = document.elements[change.element];
      if (element === undefined) return fail(`there is no element ${change.element}`);
      const after = rebuilt(withAttribute(document.elements, element.index, "xml:base", value));
      const end = subtreeEnd(document.elements, element.index);
      const same = (i: number): Pairing => ({ before: { document, index: i }, after: { document: after, index: i } });
      const inScope = document.elements.slice(element.index, end).map((e) => same(e.index));
      const others = document.elements.filter((e) => e.index < element.index || e.index >= end).map((e) => same(e.index));
      const previous = attributeOf(element, "xml:base") ?? null;
      const counts = document.xmlBaseAttributes === "all" || element.namespace !== "html";
      const applies = counts && previous !== value;
      const reason = !counts
        ? "xml:base on an HTML element is a plain attribute under xmlBaseAttributes \"foreign-elements\", not an xml:base attribute"
        : previous === value
          ? "the xml:base attribute already has this value: it does not change"
          : `the xml:base attribute changes from ${JSON.stringify(previous)} to ${JSON.stringify(value)}`;
      return { ok: true, variant, change: change.kind, rules: [outcome(variant, "xml:base-changed", "document", applies, reason, inScope, others)], document: after };
    }
    case "move": {
      const target = change.to;
      if (change.sameDocument) return fail("move is from one document to another: the target is the same document");
      if (document.elements[change.element] === undefined) return fail(`there is no element ${change.element}`);
      if (change.element === 0) return fail("the root element cannot be moved");
      const parent = change.parent ?? target.elements.find((e) => isHTMLElement(e, "body") && e.parent === 0)?.index ?? 0;
      if (target.elements[parent] === undefined) return fail(`the target document has no element ${parent}`);
      const moved = moveSubtree(document.elements, change.element, target.elements, parent);
      const sourceAfter = rebuilt(moved.source);
      const targetAfter = rebuilt(moved.target, target);
      // "if the two documents have different base URLs": the base URL the element leaves (the
      // source's, before the move) and the one it arrives under (the target's, after it).
      const from = baseURLOf(document, variant);
      const to = baseURLOf(targetAfter, variant);
      const applies = from !== to;
      const reason = applies ? `the documents' base URLs differ: ${from} and ${to}` : `both documents have the base URL ${from}`;
      const inScope: Pairing[] = [...moved.movedIndex].map(([b, a]) => ({ before: { document, index: b }, after: { document: targetAfter, index: a } }));
      const moveRule = outcome(variant, "moved-between-documents", "target", applies, reason, inScope, []);
      const sourceRule = documentBaseURLRule(variant, "source", document, sourceAfter, moved.sourceBefore);
      const targetRule = documentBaseURLRule(variant, "target", target, targetAfter, moved.targetBefore);
      return { ok: true, variant, change: change.kind, rules: [moveRule, sourceRule, targetRule], document: sourceAfter, target: targetAfter };
    }
    case "unknown":
      return fail(`unknown change kind ${change.given}`);
  }
}

// Changing a document's element list (set an attribute, insert an element, move a subtree between
// documents) while keeping tree order and parent indices right — what §2.6.5's changes need.
// Documents are values: every edit returns new element lists, with maps from old to new indices.

/** The index just past the element's subtree (in tree order a subtree is contiguous). */
function subtreeEnd(elements: readonly ParsedElement[], index: number): number {
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
function withAttribute(elements: readonly ParsedElement[], index: number, name: string, value: string | null): ParsedElement[] {
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
function withFirstChild(elements: readonly ParsedElement[], parent: number, element: Omit<ParsedElement, "index" | "parent">): { elements: ParsedElement[]; newIndex: number } {
  const at = parent + 1;
  const out = renumbered(elements, (i) => (i < at ? i : i + 1));
  out.splice(at, 0, { ...element, index: at, parent });
  return { elements: out, newIndex: at };
}

interface MovedSubtree {
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
function moveSubtree(source: readonly ParsedElement[], index: number, target: readonly ParsedElement[], parent: number): MovedSubtree {
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
