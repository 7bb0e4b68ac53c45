/**
 * The door: every public function reads its caller's arguments here, once, and the code behind it
 * takes typed values and checks nothing again. A JavaScript caller can pass anything — null or a
 * number where an object goes, a Symbol, a BigInt, a Proxy whose getters throw, an object whose
 * toString throws, a cyclic object. Each function reads the caller's values once, inside
 * readArgument(), into plain snapshots checked against its types; the algorithm then runs on the
 * snapshot, outside any catch, so a bug of webaddr's own still surfaces as the exception it is.
 *
 * Only two things are caught: the ArgumentError the checks below throw (a value that is not what
 * the types say), and an exception thrown by the caller's own object while it is read (a getter, a
 * Proxy trap, a toString) — reported as "reading <what> threw: <its message>". A caller's callback
 * (a setter action) is run through callGuarded(), a caller's iterable through guardedIterator(),
 * whose messages name the callback.
 */
import type { BaseElement, DocumentContext, ElementContext, ResolveBase } from "../resolve/document-context.js";
import type { VariantOptions } from "../resolve/resolution.js";
import type { ToASCIIFlags } from "../idna/to-ascii.js";
import type { VariantRequest } from "../variants/lookup-parsing.js";
import { DEFAULT_VARIANT } from "../variants/parsing.js";
import type { VariantDescriptor } from "../variants/variant.js";

/** A caller's value read and checked, or why it could not be. */
export type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/**
 * The failure a function returns when its own result type had none: what a JavaScript caller
 * passed that it cannot use. Such functions have two signatures: the typed one (whose arguments
 * the types check, and which returns only the success type) and one taking `unknown`, whose return
 * type adds this.
 */
export interface ArgumentFailure {
  readonly ok: false;
  readonly error: { readonly message: string };
}

export function argumentFailure(message: string): ArgumentFailure {
  return { ok: false, error: { message } };
}

/** A value that is not what a public function's types say (thrown inside readArgument only). */
export class ArgumentError extends Error {}

/** Throws the ArgumentError readArgument() turns into its message. */
export function argumentError(message: string): never {
  throw new ArgumentError(message);
}

/** Array.isArray, which throws for a revoked Proxy: false then. */
export function isArray(value: unknown): value is unknown[] {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/** What a value is, for messages; never throws (it reads nothing of an object). */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "undefined";
  if (isArray(value)) return "an array";
  switch (typeof value) {
    case "string":
      return "a string";
    case "number":
      return `a number (${String(value)})`;
    case "boolean":
      return `${String(value)}`;
    case "bigint":
      return "a bigint";
    case "symbol":
      return "a symbol";
    case "function":
      return "a function";
    default:
      return "an object";
  }
}

/**
 * A caller's value as text: the string itself, else what String() gives (IDL's ToString; a Symbol
 * gives "Symbol(…)"), else — where String() throws (a null-prototype object, a throwing toString) —
 * "[object …]", else (a Proxy that throws even for that) "[" + what it is + "]". Never throws.
 */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  try {
    return typeof value === "symbol" ? value.toString() : String(value);
  } catch {
    try {
      return Object.prototype.toString.call(value);
    } catch {
      return `[${describeValue(value)}]`;
    }
  }
}

/** The message of whatever was thrown; reading it may throw too (a Proxy thrown), so it is guarded. */
export function thrownMessage(thrown: unknown): string {
  try {
    if (thrown instanceof Error) return String(thrown.message);
  } catch {
    // the thrown value's message getter threw: fall back to its plain rendering
  }
  return textOf(thrown);
}

/**
 * Reads and checks a caller's arguments: the snapshot, or why there is none. `read` must only
 * read the caller's values and check them (the checks below); what it catches is an ArgumentError
 * or an exception of the caller's object, nothing of webaddr's algorithms.
 */
export function readArgument<T>(what: string, read: () => T): Read<T> {
  try {
    return { ok: true, value: read() };
  } catch (e) {
    return readFailure(what, e);
  }
}

/** What readArgument returns when reading `what` threw e (for readers that inline its try). */
export function readFailure(what: string, e: unknown): { readonly ok: false; readonly message: string } {
  if (e instanceof ArgumentError) return { ok: false, message: e.message };
  return { ok: false, message: `reading ${what} threw: ${thrownMessage(e)}` };
}

/** Calls a caller's callback (a setter action, an iterator's next): its value, or what it threw, named. */
export function callGuarded<T>(what: string, call: () => T): Read<T> {
  try {
    return { ok: true, value: call() };
  } catch (e) {
    return { ok: false, message: `${what} threw: ${thrownMessage(e)}` };
  }
}

/** The same, for a callback that returns a promise (an async iterator's next). */
export async function callGuardedAsync<T>(what: string, call: () => T | PromiseLike<T>): Promise<Read<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (e) {
    return { ok: false, message: `${what} threw: ${thrownMessage(e)}` };
  }
}

/** A plain object (not null, not an array, not a function). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !isArray(value);
}

export function expectRecord(value: unknown, what: string, shape = ""): Record<string, unknown> {
  if (!isRecord(value)) argumentError(`${what} must be an object${shape === "" ? "" : ` ${shape}`}, got ${describeValue(value)}`);
  return value;
}

export function expectString(value: unknown, what: string): string {
  if (typeof value !== "string") argumentError(`${what} must be a string, got ${describeValue(value)}`);
  return value;
}

export function optionalString(value: unknown, what: string): string | undefined {
  return value === undefined ? undefined : expectString(value, what);
}

export function expectBoolean(value: unknown, what: string): boolean {
  if (typeof value !== "boolean") argumentError(`${what} must be true or false, got ${describeValue(value)}`);
  return value;
}

export function optionalBoolean(value: unknown, what: string): boolean | undefined {
  return value === undefined ? undefined : expectBoolean(value, what);
}

export function expectFunction(value: unknown, what: string): (...args: never[]) => unknown {
  if (typeof value !== "function") argumentError(`${what} must be a function, got ${describeValue(value)}`);
  return value as (...args: never[]) => unknown;
}

/** A number that is an integer at least `min` (a safe integer: an index, a count). */
export function expectInteger(value: unknown, what: string, min = 0): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min) {
    argumentError(`${what} must be an integer ≥ ${min}, got ${describeValue(value)}`);
  }
  return value;
}

/** Any finite number or ±Infinity, not NaN. */
export function expectNumber(value: unknown, what: string): number {
  if (typeof value !== "number" || Number.isNaN(value)) argumentError(`${what} must be a number, got ${describeValue(value)}`);
  return value;
}

/** A real array (Array.isArray), copied item by item through readItem; its length is read once. */
export function readArray<T>(value: unknown, what: string, readItem: (item: unknown, what: string) => T): T[] {
  if (!isArray(value)) argumentError(`${what} must be an array, got ${describeValue(value)}`);
  const array: readonly unknown[] = value;
  const length = array.length;
  const out: T[] = [];
  for (let i = 0; i < length; i++) out.push(readItem(array[i], `${what}[${i}]`));
  return out;
}

export function readStringArray(value: unknown, what: string): string[] {
  return readArray(value, what, expectString);
}

const typedArrayName = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype) as object, Symbol.toStringTag)?.get;

/**
 * Whether value is a Uint8Array (a Buffer is one). Asked of the value's internal slot, not its
 * prototype chain, so a Proxy (whose getPrototypeOf trap may throw) is never one and nothing is read.
 */
export function isBytes(value: unknown): value is Uint8Array {
  return typeof value === "object" && value !== null && typedArrayName?.call(value) === "Uint8Array";
}

/** One step of a caller's iterator, its result object read once. */
export type IteratorStep = { readonly done: true } | { readonly done: false; readonly value: unknown };

/** A caller's iterator, every call to it guarded: next() and close() never throw nor reject. */
export interface GuardedIterator {
  /** The next step, or why there is none (the iterator's next threw or rejected, or gave no result object). */
  readonly next: () => Promise<Read<IteratorStep>>;
  /** Calls the iterator's return method, if it has one (when iteration stops early or ends). */
  readonly close: () => Promise<Read<void>>;
}

/**
 * The iterator of a caller's iterable — its Symbol.asyncIterator, else its Symbol.iterator — got
 * once, as the iteration protocol does: the iterator's next and return methods are read once,
 * here. A value that is not iterable, or whose iterator method throws, is the failure.
 */
export function guardedIterator(iterable: unknown, what: string): Read<GuardedIterator> {
  return readArgument(what, () => {
    if (iterable === null || iterable === undefined) argumentError(`${what} must be iterable, got ${describeValue(iterable)}`);
    const methods = iterable as { [Symbol.asyncIterator]?: unknown; [Symbol.iterator]?: unknown };
    const asyncMethod = methods[Symbol.asyncIterator];
    const method = typeof asyncMethod === "function" ? asyncMethod : methods[Symbol.iterator];
    if (typeof method !== "function") argumentError(`${what} must be iterable, got ${describeValue(iterable)}`);
    const iterator: unknown = Reflect.apply(method, iterable, []);
    if ((typeof iterator !== "object" && typeof iterator !== "function") || iterator === null) argumentError(`${what}: its iterator method returned ${describeValue(iterator)}, not an iterator`);
    const { next, return: close } = iterator as { next?: unknown; return?: unknown };
    if (typeof next !== "function") argumentError(`${what}: its iterator has no next method`);
    return {
      next: async (): Promise<Read<IteratorStep>> => {
        const result = await callGuardedAsync(`${what}: the iterator's next()`, () => Reflect.apply(next, iterator, []) as unknown);
        if (!result.ok) return result;
        return readArgument(`${what}: the iterator's result`, (): IteratorStep => {
          const step = result.value;
          if ((typeof step !== "object" && typeof step !== "function") || step === null) argumentError(`${what}: the iterator's next() gave ${describeValue(step)}, not an iterator result`);
          const { done } = step as { done?: unknown };
          return done ? { done: true } : { done: false, value: (step as { value?: unknown }).value };
        });
      },
      close: async (): Promise<Read<void>> => {
        if (typeof close !== "function") return { ok: true, value: undefined };
        const closed = await callGuardedAsync(`${what}: the iterator's return()`, () => Reflect.apply(close, iterator, []) as unknown);
        return closed.ok ? { ok: true, value: undefined } : closed;
      },
    };
  });
}

// The arguments of parse(), resolve() and what is built on them, read once for every variant.

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
  return variant === undefined || variant === null ? NO_VARIANT : { ok: true, value: variant };
}

/** Whether a value has the shape of a variant (a caller's own, or one the workbench built); a value whose getters throw has not. */
function isVariantDescriptor(value: object): value is VariantDescriptor {
  const read = readArgument("the variant", () => {
    const v = value as Partial<Record<string, unknown>>;
    if (typeof v.id !== "string" || v.resolution === null || typeof v.resolution !== "object") return false;
    if (typeof (v.resolution as { steps?: unknown }).steps !== "function") return false;
    if (v.kind === "grammar") return typeof v.preprocess === "function" && typeof v.extract === "function" && v.grammar !== null && typeof v.grammar === "object";
    return v.kind === "own-parser" && typeof v.parse === "function";
  });
  return read.ok && read.value;
}

/** Whether the variant option read is one the lookup takes: none, an id, or a variant value. */
export function isVariantRequest(variant: unknown): variant is VariantRequest {
  return variant === undefined || typeof variant === "string" || (typeof variant === "object" && variant !== null && isVariantDescriptor(variant));
}

/** Why a variant option is no variant request (an unknown-variant error's message). */
export function notAVariant(variant: unknown): string {
  return typeof variant === "object"
    ? "the variant option is an object that is not a variant (a variant id string, or a value built by webaddr/workbench)"
    : `the variant option must be a variant id string, got ${typeof variant}`;
}

/** The name a result reports for the variant asked for (never throws, whatever it is). */
export function variantName(variant: unknown): string {
  if (variant === undefined || variant === null) return DEFAULT_VARIANT;
  if (typeof variant === "string") return variant;
  const id = readArgument("the variant's id", () => (typeof variant === "object" ? (variant as { id?: unknown }).id : undefined));
  return id.ok && typeof id.value === "string" ? id.value : textOf(variant);
}

/** The options object of resolve() and the functions built on it; undefined and null mean none. */
export function readOptions(options: unknown): Read<ReadResolveOptions> {
  if (options === undefined || options === null) return NO_OPTIONS;
  if (!isRecord(options)) return { ok: false, message: `the options must be an object, got ${describeValue(options)}` };
  // readArgument's try, written out (resolve() reads its options on every call): no closure, and
  // the snapshot built without a spread.
  try {
    const iregNameToASCII = optionalBoolean(options.iregNameToASCII, "options.iregNameToASCII");
    const variant = options.variant ?? undefined;
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

/**
 * toASCII's flags: an object whose allowUnassigned and useSTD3ASCIIRules are booleans (absent: not
 * set); undefined or null sets neither (RFC 3490's default).
 */
export function readToASCIIFlags(flags: unknown): Read<ToASCIIFlags> {
  return readArgument("the flags", () => {
    if (flags === undefined || flags === null) return { allowUnassigned: false, useSTD3ASCIIRules: false };
    if (!isRecord(flags)) return argumentError(`the flags must be an object { allowUnassigned, useSTD3ASCIIRules }, got ${describeValue(flags)}`);
    return {
      allowUnassigned: optionalBoolean(flags.allowUnassigned, "the flags.allowUnassigned") ?? false,
      useSTD3ASCIIRules: optionalBoolean(flags.useSTD3ASCIIRules, "the flags.useSTD3ASCIIRules") ?? false,
    };
  });
}

/** nameprep's options: allowUnassigned, a boolean (absent, or options undefined or null: not set). */
export function readNameprepOptions(options: unknown): Read<boolean> {
  return readArgument("the options", () => {
    if (options === undefined || options === null) return false;
    const o = expectRecord(options, "the options", "{ allowUnassigned }");
    return optionalBoolean(o.allowUnassigned, "options.allowUnassigned") ?? false;
  });
}

/** isValidURL's options: the Document's encoding label, when documentEncoding is a string (anything else, or options that do not read, name none). */
export function readDocumentEncodingOption(options: unknown): string | undefined {
  const read = readArgument("the options", () => (isRecord(options) ? options.documentEncoding : undefined));
  return read.ok && typeof read.value === "string" ? read.value : undefined;
}

/** The options of HTML5 §2.6.3's definitions (url-definitions.ts): a variant id and the URL's encoding label. */
export interface DefinitionOptions {
  readonly variant?: string;
  readonly encoding?: string;
}

const NO_DEFINITION_OPTIONS: Read<DefinitionOptions> = { ok: true, value: {} };

/** The definitions' options, read once; undefined and null mean none. */
export function readDefinitionOptions(options: unknown): Read<DefinitionOptions> {
  if (options === undefined || options === null) return NO_DEFINITION_OPTIONS;
  return readArgument("the options", () => {
    const o = expectRecord(options, "the options", "{ variant?, encoding? }");
    const variant = optionalString(o.variant, "options.variant");
    const encoding = optionalString(o.encoding, "options.encoding");
    return { ...(variant === undefined ? {} : { variant }), ...(encoding === undefined ? {} : { encoding }) };
  });
}
