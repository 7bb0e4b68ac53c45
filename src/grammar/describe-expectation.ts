/**
 * Peggy's expectations written in ABNF notation (RFC 5234 §2.3): a quoted string for a
 * printable ASCII character or literal, %xHH and %xHH-HH for the rest, so a grammar author reads
 * the same notation as in the RFC rather than Peggy's.
 */

/** One expectation object as Peggy's generated parsers report it. */
export interface PeggyExpectation {
  readonly type: string;
  readonly text?: string;
  readonly ignoreCase?: boolean;
  readonly parts?: readonly (string | readonly [string, string])[];
  readonly inverted?: boolean;
  readonly description?: string;
}

function hex(ch: string): string {
  return (ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(2, "0");
}

function isPrintableAscii(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return ch.length === 1 && c > 0x20 && c < 0x7f && ch !== '"';
}

function describeChar(ch: string): string {
  return isPrintableAscii(ch) ? `"${ch}"` : `%x${hex(ch)}`;
}

function describeLiteral(text: string, ignoreCase: boolean): string {
  if (text === "") return '""';
  if ([...text].every(isPrintableAscii)) return ignoreCase || !/[A-Za-z]/.test(text) ? `"${text}"` : `%s"${text}"`;
  return [...text].map(describeChar).join(" ");
}

export function describeExpectation(e: PeggyExpectation): string {
  switch (e.type) {
    case "literal":
      return describeLiteral(e.text ?? "", e.ignoreCase ?? false);
    case "class": {
      const parts = (e.parts ?? []).map((p) => (typeof p === "string" ? describeChar(p) : `%x${hex(p[0])}-${hex(p[1])}`));
      const alternatives = parts.join(" / ");
      return e.inverted ? `any character but ${alternatives}` : alternatives;
    }
    case "any":
      return "any character";
    case "end":
      return "end of input";
    default:
      return e.description ?? e.type;
  }
}
