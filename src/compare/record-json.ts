/**
 * Records compared in a worker thread come back as JSON text (cheaper to pass between threads than
 * a structured clone of the record, and what the CLI writes anyway): the record is parsed from it
 * and the text is kept, so recordJSON() does not serialize it a second time. A record from JSON has
 * no keys whose value was undefined (an absent component is a missing key rather than an undefined
 * one): the same meaning, and the same JSON.
 */
import type { CompareOutput } from "./compare-types.js";

const texts = new WeakMap<CompareOutput, string>();

export function recordFromJSON(text: string): CompareOutput {
  const record = JSON.parse(text) as CompareOutput;
  texts.set(record, text);
  return record;
}

/** The record as JSON: the text it came from, or JSON.stringify. */
export function recordJSON(record: CompareOutput): string {
  return texts.get(record) ?? JSON.stringify(record);
}
