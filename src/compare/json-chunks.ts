/**
 * JSON.stringify(value)'s text (no indentation), character for character, in chunks of about
 * CHUNK_LENGTH characters: the structure of objects and arrays written piece by piece, each leaf
 * (a string, number, boolean, null) with JSON.stringify, so that no string holds the whole text.
 * A comparison's summary keeps, for every pair of variants, examples holding the whole input: on
 * a 10 MB line its JSON text was 159 MB (two bytes a character when the input has a non-ASCII
 * one), on top of the summary itself. webaddr compare --json, --jsonl, --summary FILE and
 * compare merge write it with this.
 */

/** About 64 KiB: a write a chunk keeps output fast (as the CLI's own batches of lines). */
export const CHUNK_LENGTH = 65536;

/** The value JSON.stringify writes for value under key (its toJSON's, when it has one). */
function jsonValue(value: unknown, key: string): unknown {
  if (typeof value === "object" && value !== null && typeof (value as { toJSON?: unknown }).toJSON === "function") return (value as { toJSON: (key: string) => unknown }).toJSON(key);
  return value;
}

/** Whether JSON.stringify leaves this value out (a property) or writes null for it (an array element). */
function omitted(value: unknown): boolean {
  return value === undefined || typeof value === "function" || typeof value === "symbol";
}

function* pieces(value: unknown): Generator<string> {
  if (typeof value !== "object" || value === null) {
    yield JSON.stringify(value);
    return;
  }
  if (Array.isArray(value)) {
    yield "[";
    for (let i = 0; i < value.length; i++) {
      if (i > 0) yield ",";
      const element = jsonValue(value[i], String(i));
      if (omitted(element)) yield "null";
      else yield* pieces(element);
    }
    yield "]";
    return;
  }
  // Boxed primitives (new String("a")) are leaves to JSON.stringify too.
  if (value instanceof String || value instanceof Number || value instanceof Boolean) {
    yield JSON.stringify(value);
    return;
  }
  yield "{";
  let first = true;
  for (const key of Object.keys(value)) {
    const property = jsonValue((value as Record<string, unknown>)[key], key);
    if (omitted(property)) continue;
    yield `${first ? "" : ","}${JSON.stringify(key)}:`;
    first = false;
    yield* pieces(property);
  }
  yield "}";
}

/** JSON.stringify(value)'s text in chunks (each at least CHUNK_LENGTH characters but the last, and a long leaf one chunk by itself). */
export function* jsonChunks(value: unknown): Generator<string> {
  let chunk = "";
  for (const piece of pieces(jsonValue(value, ""))) {
    if (piece.length >= CHUNK_LENGTH) {
      if (chunk !== "") yield chunk;
      chunk = "";
      yield piece;
      continue;
    }
    chunk += piece;
    if (chunk.length >= CHUNK_LENGTH) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk !== "") yield chunk;
}
