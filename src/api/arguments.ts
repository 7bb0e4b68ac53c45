/**
 * The door (docs/design.md, "Types are the contract"): a JavaScript caller's argument of the wrong
 * type is a programming error, thrown as a TypeError naming the function and the argument —
 * `webaddr.parse: argument "input" must be a string, got null`. Each public function checks its
 * arguments here, once, at its entry; option objects are read once into plain snapshots (a getter
 * that throws becomes such a TypeError too). Text that does not parse or resolve, and anything
 * read from a file, is a result, never a TypeError.
 */

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
  if (value === null || value === undefined) return String(value);
  if (isArray(value)) return "an array";
  switch (typeof value) {
    case "number":
      return `a number (${String(value)})`;
    case "boolean":
      return String(value);
    case "object":
    case "function":
    case "string":
      return `a ${typeof value}`.replace("a object", "an object");
    default:
      return `a ${typeof value}`;
  }
}

/** The TypeError of argument `name` of webaddr's function `fn`: it must be `expected`, and is `value`. */
export function argumentTypeError(fn: string, name: string, expected: string, value: unknown): TypeError {
  return new TypeError(`webaddr.${fn}: argument "${name}" must be ${expected}, got ${describeValue(value)}`);
}

export function requireString(fn: string, name: string, value: unknown): string {
  if (typeof value !== "string") throw argumentTypeError(fn, name, "a string", value);
  return value;
}

export function optionalString(fn: string, name: string, value: unknown): string | undefined {
  return value === undefined ? undefined : requireString(fn, name, value);
}

export function optionalBoolean(fn: string, name: string, value: unknown): boolean | undefined {
  if (value !== undefined && typeof value !== "boolean") throw argumentTypeError(fn, name, "true or false", value);
  return value;
}

/** A safe integer ≥ min (an index, a count). */
export function requireInteger(fn: string, name: string, value: unknown, min = 0): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min) throw argumentTypeError(fn, name, `an integer ≥ ${min}`, value);
  return value;
}

/** A number, not NaN (±Infinity allowed). */
export function optionalNumber(fn: string, name: string, value: unknown): number | undefined {
  if (value !== undefined && (typeof value !== "number" || Number.isNaN(value))) throw argumentTypeError(fn, name, "a number", value);
  return value;
}

export function requireFunction<F>(fn: string, name: string, value: unknown): F {
  if (typeof value !== "function") throw argumentTypeError(fn, name, "a function", value);
  return value as F;
}

/** An object (not null, not an array), described as `expected` in the message. */
export function requireObject<T extends object>(fn: string, name: string, value: unknown, expected = "an object"): T {
  if (value === null || typeof value !== "object" || isArray(value)) throw argumentTypeError(fn, name, expected, value);
  return value as T;
}

/** A copy of an array of strings. */
export function requireStringArray(fn: string, name: string, value: unknown): string[] {
  if (!isArray(value)) throw argumentTypeError(fn, name, "an array of strings", value);
  const copy = [...value];
  copy.forEach((item, i) => requireString(fn, `${name}[${i}]`, item));
  return copy as string[];
}

/** One property of a caller's object, read once: what its getter (or a Proxy's trap) throws becomes a TypeError naming it. */
export function readField(fn: string, name: string, object: object, key: string | symbol): unknown {
  try {
    return (object as Record<string | symbol, unknown>)[key];
  } catch (e) {
    throw new TypeError(`webaddr.${fn}: reading argument "${name}.${String(key)}" threw: ${e instanceof Error ? e.message : "a non-Error value"}`, { cause: e });
  }
}

/**
 * An options object read once into a plain snapshot of `keys` (the fields the function knows;
 * others are not read); undefined and null are no options.
 */
export function readOptions<K extends string>(fn: string, name: string, value: unknown, keys: readonly K[]): { readonly [k in K]?: unknown } {
  if (value === undefined || value === null) return {};
  const object = requireObject(fn, name, value);
  const out: { [k in K]?: unknown } = {};
  for (const key of keys) out[key] = readField(fn, name, object, key);
  return out;
}

/**
 * An object webaddr made and hands back to a caller (a document, a record, a summary, a variant),
 * known by the fields its type is told apart by: `fields` maps each to the type it must have.
 * The rest is trusted as its type says.
 */
export function requireMade<T>(fn: string, name: string, value: unknown, what: string, fields: Readonly<Record<string, "string" | "object" | "array" | "number">>): T {
  const object = requireObject(fn, name, value, what);
  for (const [key, type] of Object.entries(fields)) {
    const field = readField(fn, name, object, key);
    const ok = type === "array" ? isArray(field) : type === "object" ? typeof field === "object" && field !== null : typeof field === type;
    if (!ok) throw argumentTypeError(fn, name, what, value);
  }
  return value as T;
}

/** A caller's iterable (sync or async); a string is not one. */
export function requireIterable<T>(fn: string, name: string, value: unknown): Iterable<T> | AsyncIterable<T> {
  const object = value !== null && (typeof value === "object" || typeof value === "function") ? value : undefined;
  const method = object === undefined ? undefined : (readField(fn, name, object, Symbol.asyncIterator) ?? readField(fn, name, object, Symbol.iterator));
  if (typeof method !== "function") throw argumentTypeError(fn, name, "an iterable", value);
  return value as Iterable<T> | AsyncIterable<T>;
}

const typedArrayName = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype) as object, Symbol.toStringTag)?.get;

/** Whether value is a Uint8Array (a Buffer is one), asked of its internal slot: a Proxy is never one, and nothing of it is read. */
export function isBytes(value: unknown): value is Uint8Array {
  return typeof value === "object" && value !== null && typedArrayName?.call(value) === "Uint8Array";
}
