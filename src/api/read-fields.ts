/**
 * Readers of structured values, built from the checks of arguments.ts (call them inside
 * readArgument): a reader reads a caller's value as its type, or fails the read saying why,
 * naming the value `what` ("the record.results[0].parse"). Records and documents a caller hands
 * back to webaddr are read with these, field by field, in their types' order.
 */
import { argumentError, describeValue, expectRecord, readArray } from "./arguments.js";

export type Reader<T> = (value: unknown, what: string) => T;

export function optional<T>(read: Reader<T>): Reader<T | undefined> {
  return (value, what) => (value === undefined ? undefined : read(value, what));
}

export function arrayOf<T>(read: Reader<T>): Reader<T[]> {
  return (value, what) => readArray(value, what, read);
}

export function oneOf<T extends string>(allowed: readonly T[]): Reader<T> {
  return (value, what) => {
    if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
      argumentError(`${what} must be one of ${allowed.map((a) => JSON.stringify(a)).join(", ")}, got ${typeof value === "string" ? JSON.stringify(value) : describeValue(value)}`);
    }
    return value as T;
  };
}

/** An object of T's fields, each read once, in this order (the one JSON writes); those read as undefined are left out. */
export function fields<T>(shape: string, readers: { readonly [K in keyof T]-?: Reader<{} extends Pick<T, K> ? T[K] | undefined : T[K]> }): Reader<T> {
  return (value, what) => {
    const o = expectRecord(value, what, shape);
    const out: Record<string, unknown> = {};
    for (const [key, read] of Object.entries<Reader<unknown>>(readers)) {
      const field = read(o[key], `${what}.${key}`);
      if (field !== undefined) out[key] = field;
    }
    return out as T;
  };
}

/** A map by key: each of `keys` (required), or — without keys — every own key. */
export function byKey<T>(read: Reader<T>, keys?: readonly string[]): Reader<Record<string, T>> {
  return (value, what) => {
    const c = expectRecord(value, what);
    // Object.fromEntries makes own properties of every key ("__proto__" included).
    return Object.fromEntries((keys ?? Object.keys(c)).map((key) => [key, read(c[key], `${what}.${key}`)]));
  };
}
