/**
 * Long strings sent once. A long input's results repeat it, and the strings made from it, dozens
 * of times (each column's input, components, resolution steps, attributes: 68 copies of two
 * 100 KB strings for a 100 KB URL), and postMessage copies every occurrence — megabytes the
 * page's main thread then allocates and collects. shareStrings puts each long string once in a
 * table and a reference where it was; restoreStrings puts them back, the same value as before.
 */

/** Strings at least this long are shared; shorter ones cost less to copy than to look up. */
const MIN_SHARED = 1024;

/** The key of a reference object: nothing the library returns has a key like it. */
const REF = "webaddr$sharedString";

export interface SharedStrings {
  readonly value: unknown;
  readonly strings: readonly string[];
}

/** value (plain data: objects, arrays, strings, numbers, booleans, null, typed arrays) with its long strings in a table. */
export function shareStrings(value: unknown): SharedStrings {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const share = (v: unknown): unknown => {
    if (typeof v === "string") {
      if (v.length < MIN_SHARED) return v;
      let at = index.get(v);
      if (at === undefined) {
        at = strings.push(v) - 1;
        index.set(v, at);
      }
      return { [REF]: at };
    }
    if (v === null || typeof v !== "object" || ArrayBuffer.isView(v)) return v;
    if (Array.isArray(v)) return v.map(share);
    return Object.fromEntries(Object.entries(v).map(([key, item]) => [key, share(item)]));
  };
  return { value: share(value), strings };
}

export function restoreStrings(shared: SharedStrings): unknown {
  const restore = (v: unknown): unknown => {
    if (v === null || typeof v !== "object" || ArrayBuffer.isView(v)) return v;
    if (Array.isArray(v)) return v.map(restore);
    const ref = (v as Record<string, unknown>)[REF];
    if (typeof ref === "number") return shared.strings[ref];
    return Object.fromEntries(Object.entries(v).map(([key, item]) => [key, restore(item)]));
  };
  return restore(shared.value);
}
