/**
 * IDNA2003 on a caller's strings: RFC 3490 §4.1 ToASCII and RFC 3491 Nameprep for one label, the
 * arguments read at the door (arguments.ts) and the label given to src/idna/.
 */
import { nameprepLabel, toASCIILabel, type NameprepOptions, type NameprepResult, type ToASCIIFlags, type ToASCIIResult } from "../idna/index.js";
import { failure } from "../idna/result.js";
import { describeValue, readNameprepOptions, readToASCIIFlags } from "./arguments.js";

/**
 * RFC 3490 §4.1 ToASCII for one label. Never throws; a label that is all ASCII and passes the
 * checks is returned as is (ToASCII does not lower-case ASCII labels: Nameprep only runs on labels
 * with non-ASCII code points). A label that is not a string, or flags that are not booleans, fail
 * with "invalid-argument".
 */
export function toASCII(label: string, flags: ToASCIIFlags): ToASCIIResult {
  if (typeof label !== "string") return failure("invalid-argument", `toASCII expects the label as a string, got ${describeValue(label)}`);
  const read = readToASCIIFlags(flags);
  return read.ok ? toASCIILabel(label, read.value) : failure("invalid-argument", read.message);
}

/**
 * Prepare one label with Nameprep. Never throws: a label that is not a string, or options whose
 * allowUnassigned is not a boolean (absent, or options undefined or null: not set), fail with
 * "invalid-argument".
 */
export function nameprep(label: string, options: NameprepOptions): NameprepResult {
  if (typeof label !== "string") return failure("invalid-argument", `nameprep expects the label as a string, got ${describeValue(label)}`);
  const read = readNameprepOptions(options);
  return read.ok ? nameprepLabel(label, read.value) : failure("invalid-argument", read.message);
}
