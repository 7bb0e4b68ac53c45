/**
 * The message of a Peggy SyntaxError: Peggy 5.1's peg$SyntaxError.buildMessage (MIT licence,
 * https://peggyjs.org/), ported to TypeScript statement by statement from the string in
 * runtime.ts, so that the interpreter (interpret-ir.ts), which evaluates no code, reports the
 * same text as the parsers Peggy and webaddr's code generator write.
 */
import type { PeggyExpectation } from "../describe-expectation.js";

function hex(ch: string): string {
  return ch.codePointAt(0)!.toString(16).toUpperCase();
}

// Peggy tests for the "u" flag (engines without it skip this step); every engine webaddr runs on has it.
const nonPrintable = /[\p{C}\p{Mn}\p{Mc}]/gu;

function unicodeEscape(s: string): string {
  return s.replace(nonPrintable, (ch) => "\\u{" + hex(ch) + "}");
}

function literalEscape(s: string): string {
  return unicodeEscape(
    s
      .replace(/\\/g, "\\\\")
      .replace(/"/g, '\\"')
      .replace(/\0/g, "\\0")
      .replace(/\t/g, "\\t")
      .replace(/\n/g, "\\n")
      .replace(/\r/g, "\\r")
      .replace(/[\x00-\x0F]/g, (ch) => "\\x0" + hex(ch))
      .replace(/[\x10-\x1F\x7F-\x9F]/g, (ch) => "\\x" + hex(ch)),
  );
}

function classEscape(s: string): string {
  return unicodeEscape(
    s
      .replace(/\\/g, "\\\\")
      .replace(/\]/g, "\\]")
      .replace(/\^/g, "\\^")
      .replace(/-/g, "\\-")
      .replace(/\0/g, "\\0")
      .replace(/\t/g, "\\t")
      .replace(/\n/g, "\\n")
      .replace(/\r/g, "\\r")
      .replace(/[\x00-\x0F]/g, (ch) => "\\x0" + hex(ch))
      .replace(/[\x10-\x1F\x7F-\x9F]/g, (ch) => "\\x" + hex(ch)),
  );
}

function describeExpectation(expectation: PeggyExpectation): string {
  switch (expectation.type) {
    case "literal":
      return '"' + literalEscape(expectation.text ?? "") + '"';
    case "class": {
      const escapedParts = (expectation.parts ?? []).map((part) => (Array.isArray(part) ? classEscape(part[0]) + "-" + classEscape(part[1]) : classEscape(part as string)));
      return "[" + (expectation.inverted ? "^" : "") + escapedParts.join("") + "]" + ((expectation as { unicode?: boolean }).unicode ? "u" : "");
    }
    case "any":
      return "any character";
    case "end":
      return "end of input";
    default:
      // "other" (a display name). Peggy would throw on an unknown type; none is ever recorded.
      return expectation.description ?? "";
  }
}

function describeExpected(expected: readonly PeggyExpectation[]): string {
  const descriptions = expected.map(describeExpectation);
  descriptions.sort();
  if (descriptions.length > 0) {
    let j = 1;
    for (let i = 1; i < descriptions.length; i++) {
      if (descriptions[i - 1] !== descriptions[i]) {
        descriptions[j] = descriptions[i]!;
        j++;
      }
    }
    descriptions.length = j;
  }
  switch (descriptions.length) {
    case 1:
      return descriptions[0]!;
    case 2:
      return descriptions[0] + " or " + descriptions[1];
    default:
      return descriptions.slice(0, -1).join(", ") + ", or " + descriptions[descriptions.length - 1];
  }
}

function describeFound(found: string | null): string {
  return found ? '"' + literalEscape(found) + '"' : "end of input";
}

/** Peggy's SyntaxError.buildMessage(expected, found). */
export function buildSyntaxErrorMessage(expected: readonly PeggyExpectation[], found: string | null): string {
  return "Expected " + describeExpected(expected) + " but " + describeFound(found) + " found.";
}
