/**
 * The run-time part of every parser webaddr's code generator emits: Peggy's SyntaxError class,
 * verbatim from the parsers Peggy 5.1 generates (MIT licence, https://peggyjs.org/), so that
 * an error's message, expected, found and location are the same as the stock parser's; and the
 * helpers that build the error the way Peggy does.
 */

/** Peggy 5.1's generated peg$SyntaxError, unchanged (String.raw keeps its backslashes). */
export const PEGGY_SYNTAX_ERROR = String.raw`class peg$SyntaxError extends SyntaxError {
  constructor(message, expected, found, location) {
    super(message);
    this.expected = expected;
    this.found = found;
    this.location = location;
    this.name = "SyntaxError";
  }

  format(sources) {
    let str = "Error: " + this.message;
    if (this.location) {
      let src = null;
      const st = sources.find(s => s.source === this.location.source);
      if (st) {
        src = st.text.split(/\r\n|\n|\r/g);
      }
      const s = this.location.start;
      const offset_s = (this.location.source && (typeof this.location.source.offset === "function"))
        ? this.location.source.offset(s)
        : s;
      const loc = this.location.source + ":" + offset_s.line + ":" + offset_s.column;
      if (src) {
        const e = this.location.end;
        const filler = "".padEnd(offset_s.line.toString().length, " ");
        const line = src[s.line - 1];
        const last = s.line === e.line ? e.column : line.length + 1;
        const hatLen = (last - s.column) || 1;
        str += "\n --> " + loc + "\n"
            + filler + " |\n"
            + offset_s.line + " | " + line + "\n"
            + filler + " | " + "".padEnd(s.column - 1, " ")
            + "".padEnd(hatLen, "^");
      } else {
        str += "\n at " + loc;
      }
    }
    return str;
  }

  static buildMessage(expected, found) {
    function hex(ch) {
      return ch.codePointAt(0).toString(16).toUpperCase();
    }

    const nonPrintable = Object.prototype.hasOwnProperty.call(RegExp.prototype, "unicode")
      ? new RegExp("[\\p{C}\\p{Mn}\\p{Mc}]", "gu")
      : null;
    function unicodeEscape(s) {
      if (nonPrintable) {
        return s.replace(nonPrintable,  ch => "\\u{" + hex(ch) + "}");
      }
      return s;
    }

    function literalEscape(s) {
      return unicodeEscape(s
        .replace(/\\/g, "\\\\")
        .replace(/"/g,  "\\\"")
        .replace(/\0/g, "\\0")
        .replace(/\t/g, "\\t")
        .replace(/\n/g, "\\n")
        .replace(/\r/g, "\\r")
        .replace(/[\x00-\x0F]/g,          ch => "\\x0" + hex(ch))
        .replace(/[\x10-\x1F\x7F-\x9F]/g, ch => "\\x"  + hex(ch)));
    }

    function classEscape(s) {
      return unicodeEscape(s
        .replace(/\\/g, "\\\\")
        .replace(/\]/g, "\\]")
        .replace(/\^/g, "\\^")
        .replace(/-/g,  "\\-")
        .replace(/\0/g, "\\0")
        .replace(/\t/g, "\\t")
        .replace(/\n/g, "\\n")
        .replace(/\r/g, "\\r")
        .replace(/[\x00-\x0F]/g,          ch => "\\x0" + hex(ch))
        .replace(/[\x10-\x1F\x7F-\x9F]/g, ch => "\\x"  + hex(ch)));
    }

    const DESCRIBE_EXPECTATION_FNS = {
      literal(expectation) {
        return "\"" + literalEscape(expectation.text) + "\"";
      },

      class(expectation) {
        const escapedParts = expectation.parts.map(
          part => (Array.isArray(part)
            ? classEscape(part[0]) + "-" + classEscape(part[1])
            : classEscape(part))
        );

        return "[" + (expectation.inverted ? "^" : "") + escapedParts.join("") + "]" + (expectation.unicode ? "u" : "");
      },

      any() {
        return "any character";
      },

      end() {
        return "end of input";
      },

      other(expectation) {
        return expectation.description;
      },
    };

    function describeExpectation(expectation) {
      return DESCRIBE_EXPECTATION_FNS[expectation.type](expectation);
    }

    function describeExpected(expected) {
      const descriptions = expected.map(describeExpectation);
      descriptions.sort();

      if (descriptions.length > 0) {
        let j = 1;
        for (let i = 1; i < descriptions.length; i++) {
          if (descriptions[i - 1] !== descriptions[i]) {
            descriptions[j] = descriptions[i];
            j++;
          }
        }
        descriptions.length = j;
      }

      switch (descriptions.length) {
        case 1:
          return descriptions[0];

        case 2:
          return descriptions[0] + " or " + descriptions[1];

        default:
          return descriptions.slice(0, -1).join(", ")
            + ", or "
            + descriptions[descriptions.length - 1];
      }
    }

    function describeFound(found) {
      return found ? "\"" + literalEscape(found) + "\"" : "end of input";
    }

    return "Expected " + describeExpected(expected) + " but " + describeFound(found) + " found.";
  }
}
`;

/** Failure recording and error building, as Peggy's peg$fail, peg$getUnicode and peg$computeLocation do it. */
export const ERROR_HELPERS = String.raw`
let peg$maxFailPos = 0;
let peg$maxFailExpected = [];

// peg$fail for a list of expectations recorded at one position, in order.
function peg$record(pos, expectations) {
  if (pos < peg$maxFailPos) return;
  if (pos > peg$maxFailPos) {
    peg$maxFailPos = pos;
    peg$maxFailExpected = [];
  }
  for (let i = 0; i < expectations.length; i++) peg$maxFailExpected.push(expectations[i]);
}

function peg$getUnicode(input, pos) {
  const cp = input.codePointAt(pos);
  if (cp === undefined) {
    return "";
  }
  return String.fromCodePoint(cp);
}

// Lines are counted at U+000A only, columns in code units, both from 1 (Peggy's peg$computePosDetails).
function peg$posDetails(input, pos) {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < pos; i++) {
    if (input.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: pos - lineStart + 1 };
}

function peg$computeLocation(input, source, startPos, endPos) {
  const startPosDetails = peg$posDetails(input, startPos);
  const endPosDetails = peg$posDetails(input, endPos);
  return {
    source,
    start: { offset: startPos, line: startPosDetails.line, column: startPosDetails.column },
    end: { offset: endPos, line: endPosDetails.line, column: endPosDetails.column },
  };
}

// The nodes above height m, taken off the stack as a new array: out.splice(m), without the call into
// the engine's runtime that splice is. A node has one or two children most often (a host its
// reg_name), and an array literal of them is allocated inline (the html5-2009 grammar
// parser took 5–8% less time on both benchmark corpora).
function peg$takeNodes(m) {
  const n = out.length - m;
  if (n === 1) return [out.pop()];
  if (n === 2) {
    const second = out.pop();
    return [out.pop(), second];
  }
  const taken = out.slice(m);
  while (out.length > m) out.pop();
  return taken;
}

function peg$deepFreeze(value) {
  if (value !== null && typeof value === "object") {
    for (const key of Object.keys(value)) peg$deepFreeze(value[key]);
    Object.freeze(value);
  }
  return value;
}

function peg$bitmap(ranges) {
  const table = new Uint8Array(0x10000);
  for (const [lo, hi] of ranges) table.fill(1, lo, hi + 1);
  return table;
}

// The string methods the rule functions call, looked up once (emit-js.ts says why).
const peg$charCodeAt = String.prototype.charCodeAt;
const peg$startsWith = String.prototype.startsWith;
const peg$substr = String.prototype.substr;

// Where the run of code units that the sticky expression run matches from p ends.
function peg$skipRun(run, input, p) {
  run.lastIndex = p;
  run.test(input);
  return run.lastIndex;
}
`;
