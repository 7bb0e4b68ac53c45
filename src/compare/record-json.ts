/**
 * Records compared in a worker thread come back as JSON text (cheaper to pass between threads than
 * a structured clone of the record, and what the CLI writes anyway): the record is parsed from it
 * and the text is kept, so recordJSON() does not serialize it a second time. A record from JSON has
 * no keys whose value was undefined (an absent component is a missing key rather than an undefined
 * one): the same meaning, and the same JSON.
 */
import { argumentError, describeValue, readArgument } from "../api/arguments.js";
import type { CompareOutput } from "./compare-types.js";

const texts = new WeakMap<CompareOutput, string>();

export function recordFromJSON(text: string): CompareOutput {
  const record = JSON.parse(text) as CompareOutput;
  texts.set(record, text);
  return record;
}

/**
 * The record as JSON: the text it came from, or JSON.stringify. A JavaScript caller's value that
 * is not a record ({ kind: "compared" | "problem", … }), or one JSON.stringify cannot write (a
 * BigInt, a cycle, a throwing getter or toJSON), gives the JSON of a problem record saying so
 * (its index the value's own, when it has one), so the answer is always one record's JSON.
 */
export function recordJSON(record: CompareOutput): string {
  const kept = texts.get(record);
  if (kept !== undefined) return kept;
  const given: unknown = record;
  const kind = readArgument("the record", () => (typeof given === "object" && given !== null ? (given as { kind?: unknown }).kind : undefined));
  if (!kind.ok || (kind.value !== "compared" && kind.value !== "problem")) {
    const why = kind.ok ? `got ${describeValue(given)}${typeof given === "object" && given !== null ? " without such a kind" : ""}` : kind.message;
    return problemJSON(given, `recordJSON expects a record compare() yields ({ kind: "compared" | "problem", … }): ${why}`);
  }
  // JSON.stringify runs the caller's getters and toJSON methods: inside the guard.
  const text = readArgument("the record", () => {
    const json: unknown = JSON.stringify(given);
    // A toJSON that returns undefined writes nothing.
    return typeof json === "string" ? json : argumentError("its toJSON gave nothing to write");
  });
  return text.ok ? text.value : problemJSON(given, `recordJSON could not write the record as JSON: ${text.message}`);
}

function problemJSON(given: unknown, problem: string): string {
  return JSON.stringify({ kind: "problem", index: indexOf(given), problem });
}

/** The value's own index, when it has one that is an index; else 0. */
function indexOf(value: unknown): number {
  const read = readArgument("the record", () => (typeof value === "object" && value !== null ? (value as { index?: unknown }).index : undefined));
  return read.ok && typeof read.value === "number" && Number.isSafeInteger(read.value) && read.value >= 0 ? read.value : 0;
}
