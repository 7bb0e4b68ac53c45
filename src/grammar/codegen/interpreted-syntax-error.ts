/**
 * The SyntaxError the interpreter (interpret-ir.ts) throws: the same fields as the one Peggy 5.1's
 * parsers throw (peg$SyntaxError in runtime.ts, MIT licence, https://peggyjs.org/) — message,
 * expected, found, location, name "SyntaxError" — and its format(), ported to TypeScript; and
 * the location as Peggy computes it (peg$computeLocation, lines counted at U+000A only, columns
 * in code units, both from 1).
 */
import type { PeggyExpectation } from "../describe-expectation.js";

export interface PeggyPosition {
  readonly offset: number;
  readonly line: number;
  readonly column: number;
}

export interface PeggyLocation {
  readonly source: unknown;
  readonly start: PeggyPosition;
  readonly end: PeggyPosition;
}

function positionAt(input: string, pos: number): PeggyPosition {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < pos; i++) {
    if (input.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { offset: pos, line, column: pos - lineStart + 1 };
}

export function computeLocation(input: string, source: unknown, startPos: number, endPos: number): PeggyLocation {
  return { source, start: positionAt(input, startPos), end: positionAt(input, endPos) };
}

/** The character (code point) at pos, as Peggy's peg$getUnicode reads it. */
export function unicodeAt(input: string, pos: number): string {
  const cp = input.codePointAt(pos);
  return cp === undefined ? "" : String.fromCodePoint(cp);
}

export class InterpretedSyntaxError extends SyntaxError {
  readonly expected: readonly PeggyExpectation[];
  readonly found: string | null;
  readonly location: PeggyLocation;

  constructor(message: string, expected: readonly PeggyExpectation[], found: string | null, location: PeggyLocation) {
    super(message);
    this.expected = expected;
    this.found = found;
    this.location = location;
    this.name = "SyntaxError";
  }

  /** Peggy's format(sources): the message with the source line and a caret under the location. */
  format(sources: readonly { readonly source: unknown; readonly text: string }[]): string {
    let str = "Error: " + this.message;
    const location = this.location as PeggyLocation & { source: { offset?: (p: PeggyPosition) => PeggyPosition } | undefined };
    let src: string[] | null = null;
    const st = sources.find((s) => s.source === location.source);
    if (st) src = st.text.split(/\r\n|\n|\r/g);
    const s = location.start;
    const offsetS = location.source && typeof location.source.offset === "function" ? location.source.offset(s) : s;
    const loc = String(location.source) + ":" + offsetS.line + ":" + offsetS.column;
    if (src) {
      const e = location.end;
      const filler = "".padEnd(offsetS.line.toString().length, " ");
      const line = src[s.line - 1]!;
      const last = s.line === e.line ? e.column : line.length + 1;
      const hatLen = last - s.column || 1;
      str += "\n --> " + loc + "\n" + filler + " |\n" + offsetS.line + " | " + line + "\n" + filler + " | " + "".padEnd(s.column - 1, " ") + "".padEnd(hatLen, "^");
    } else {
      str += "\n at " + loc;
    }
    return str;
  }
}
