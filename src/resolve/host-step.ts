/**
 * HTML5 §2.6.3, the <host> step: "replace the matching substring of url with the string that
 * results from expanding any sequences of percent-encoded octets in that component that are valid
 * UTF-8 sequences into Unicode characters as defined by UTF-8. If any percent-encoded octets in
 * that component are not valid UTF-8 sequences, then return an error and abort these steps.
 * Apply the IDNA ToASCII algorithm to the matching substring, with both the AllowUnassigned and
 * UseSTD3ASCIIRules flags set."
 */
import { toASCIIDomain } from "../idna/index.js";

type HostStepResult = { ok: true; host: string } | { ok: false; message: string; offset: number };

/** A run of percent-encoded octets (RFC 3986 §2.1 pct-encoded). */
const PERCENT_ENCODED_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

const fatalUTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Expands each run of %XX octets as UTF-8; offset is the run's start in host when it is not UTF-8. */
function expandPercentEncodedUTF8(host: string): { ok: true; value: string } | { ok: false; offset: number; octets: string } {
  let failed: { ok: false; offset: number; octets: string } | undefined;
  const value = host.replace(PERCENT_ENCODED_RUN, (run: string, offset: number) => {
    try {
      return fatalUTF8.decode(Uint8Array.from(run.slice(1).split("%"), (hex) => parseInt(hex, 16)));
    } catch {
      failed ??= { ok: false, offset, octets: run };
      return run;
    }
  });
  return failed ?? { ok: true, value };
}

/**
 * The step's results for the hosts seen last. The step is a pure function of the host string (its
 * error offsets are offsets in the host), and a document names few hosts many times: asking
 * again for one costs a Map lookup instead of the expansion and ToASCII (Nameprep, Punycode).
 * A host longer than MEMO_MAX_HOST_LENGTH is not kept; the memo is emptied when it is full.
 */
const memo = new Map<string, HostStepResult>();
const MEMO_MAX_ENTRIES = 1024;
const MEMO_MAX_HOST_LENGTH = 256;

export function hostStep(host: string): HostStepResult {
  let result = memo.get(host);
  if (result !== undefined) return result;
  result = hostStepUncached(host);
  if (host.length <= MEMO_MAX_HOST_LENGTH) {
    if (memo.size >= MEMO_MAX_ENTRIES) memo.clear();
    memo.set(host, result);
  }
  return result;
}

function hostStepUncached(host: string): HostStepResult {
  const expanded = expandPercentEncodedUTF8(host);
  if (!expanded.ok) {
    return { ok: false, message: `the percent-encoded octets ${expanded.octets} in the host are not valid UTF-8`, offset: expanded.offset };
  }
  // An empty host has no labels for ToASCII to convert, so it stays empty (docs/spec-notes.md:
  // RFC 3490 step 8's 1..63 length rule applies to labels, and "" is no domain label).
  if (expanded.value === "") return { ok: true, host: "" };
  // RFC 3490 §4 label by label, split at the label separators of §3.1 (toASCIIDomain, as the public domainToASCII).
  const ascii = toASCIIDomain(expanded.value, { allowUnassigned: true, useSTD3ASCIIRules: true });
  if (!ascii.ok) return { ok: false, message: `IDNA ToASCII fails on the host ${JSON.stringify(expanded.value)}: ${ascii.error.message}`, offset: 0 };
  return { ok: true, host: ascii.value };
}
