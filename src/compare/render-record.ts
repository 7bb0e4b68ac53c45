/**
 * A record as the text webaddr compare prints for it — the compact JSON record
 * (compact-record.ts), or the human form — with its class (so the command can leave out agreeing
 * inputs without the record itself). Rendering can happen in a worker thread, so that the main
 * thread only writes text.
 */
import { compactRecordJSON } from "./compact-record.js";
import type { CompareOutput, InputClass } from "./compare-types.js";
import { formatRecordText } from "./format-record.js";
import { recordJSON } from "./record-json.js";

export type RecordRendering = "text" | "json";

export interface RenderedRecord {
  readonly text: string;
  readonly class: InputClass | "problem";
}

export function renderRecord(record: CompareOutput, rendering: RecordRendering): RenderedRecord {
  const text = rendering === "text" ? formatRecordText(record) : record.kind === "problem" ? recordJSON(record) : compactRecordJSON(record);
  return { text, class: record.kind === "problem" ? "problem" : record.class };
}
