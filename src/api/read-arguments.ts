/**
 * The arguments of parse(), resolve() and what is built on them, read once and checked once for
 * every variant (with the primitives of guard.ts). A JavaScript caller can pass anything: null or a
 * number as options, `document: null`, a non-array xmlBase, a Proxy whose getters throw, a document
 * that is its own creator. Each property is read once, into a plain snapshot, and anything that is
 * not what the types say is an error result.
 */
import type { BaseElement, DocumentContext, ElementContext, ResolveBase } from "../resolve/document-context.js";
import type { VariantOptions } from "../resolve/resolution.js";
import { argumentError, describeValue, isRecord, optionalBoolean, optionalString, readArgument, readArray, readFailure, readStringArray, type Read } from "../arguments/guard.js";

/** How deep creator / srcdoc container chains may go (a cycle would otherwise never end). */
const MAX_DOCUMENT_DEPTH = 64;

export interface ReadResolveOptions extends VariantOptions {
  readonly variant: unknown;
  readonly encoding: string | undefined;
  readonly trace: boolean;
}

const NO_OPTIONS: Read<ReadResolveOptions> = { ok: true, value: { variant: undefined, encoding: undefined, trace: false } };
const NO_VARIANT: Read<unknown> = { ok: true, value: undefined };

/**
 * Only the variant of an options object (what parse() and productionTree() read): on the hot path,
 * so it allocates nothing for the usual calls.
 */
export function readVariantOption(options: unknown): Read<unknown> {
  if (options === undefined || options === null) return NO_VARIANT;
  if (!isRecord(options)) return { ok: false, message: `the options must be an object, got ${describeValue(options)}` };
  // readArgument's try, written out: no closure and no result object for a plain options object.
  let variant: unknown;
  try {
    variant = options.variant;
  } catch (e) {
    return readFailure("options.variant", e);
  }
  return variant === undefined ? NO_VARIANT : { ok: true, value: variant };
}

/** The options object of resolve() and the functions built on it; undefined and null mean none. */
export function readOptions(options: unknown): Read<ReadResolveOptions> {
  if (options === undefined || options === null) return NO_OPTIONS;
  if (!isRecord(options)) return { ok: false, message: `the options must be an object, got ${describeValue(options)}` };
  // readArgument's try, written out (resolve() reads its options on every call): no closure, and
  // the snapshot built without a spread.
  try {
    const iregNameToASCII = optionalBoolean(options.iregNameToASCII, "options.iregNameToASCII");
    const variant = options.variant;
    const encoding = optionalString(options.encoding, "options.encoding");
    const trace = optionalBoolean(options.trace, "options.trace") ?? false;
    return { ok: true, value: iregNameToASCII === undefined ? { variant, encoding, trace } : { variant, encoding, trace, iregNameToASCII } };
  } catch (e) {
    return readFailure("the options", e);
  }
}

function readBaseElement(item: unknown, what: string): BaseElement {
  if (!isRecord(item)) argumentError(`${what} must be an object { href, parentIsHead }, got ${describeValue(item)}`);
  const href = item.href;
  if (typeof href !== "string") argumentError(`${what}.href must be a string, got ${describeValue(href)}`);
  return { href, parentIsHead: optionalBoolean(item.parentIsHead, `${what}.parentIsHead`) ?? false };
}

function readDocument(value: unknown, what: string, depth: number): DocumentContext {
  if (!isRecord(value)) argumentError(`${what} must be an object { address, encoding?, baseElements?, … }, got ${describeValue(value)}`);
  if (depth > MAX_DOCUMENT_DEPTH) argumentError(`${what}: creator / srcdoc container documents nest more than ${MAX_DOCUMENT_DEPTH} deep (a cycle?)`);
  const address = value.address;
  if (typeof address !== "string") argumentError(`${what}.address must be a string, got ${describeValue(address)}`);
  const encoding = optionalString(value.encoding, `${what}.encoding`);
  const creator = value.creator === undefined ? undefined : readDocument(value.creator, `${what}.creator`, depth + 1);
  const srcdocContainer = value.srcdocContainer === undefined ? undefined : readDocument(value.srcdocContainer, `${what}.srcdocContainer`, depth + 1);
  const baseHrefs = value.baseHrefs === undefined ? undefined : readStringArray(value.baseHrefs, `${what}.baseHrefs`);
  const baseElements = value.baseElements === undefined ? undefined : readArray(value.baseElements, `${what}.baseElements`, readBaseElement);
  return {
    address,
    ...(encoding === undefined ? {} : { encoding }),
    ...(creator === undefined ? {} : { creator }),
    ...(srcdocContainer === undefined ? {} : { srcdocContainer }),
    ...(baseHrefs === undefined ? {} : { baseHrefs }),
    ...(baseElements === undefined ? {} : { baseElements }),
  };
}

/** The base: an absolute URL string, or an element context { document, xmlBase? }. */
export function readBase(base: unknown): Read<ResolveBase> {
  if (typeof base === "string") return { ok: true, value: base };
  return readArgument("the base", (): ElementContext => {
    if (!isRecord(base)) argumentError(`the base must be an absolute URL string or an element context { document: { address, … }, xmlBase? }, got ${describeValue(base)}`);
    const document = readDocument(base.document, "the base's document", 0);
    const xmlBase = base.xmlBase === undefined ? undefined : readStringArray(base.xmlBase, "the base's xmlBase");
    return xmlBase === undefined ? { document } : { document, xmlBase };
  });
}

/** A caller's DocumentContext, read once into a plain snapshot (creator and srcdoc chains bounded). */
export function readDocumentContext(value: unknown, what: string): Read<DocumentContext> {
  return readArgument(what, () => readDocument(value, what, 0));
}
