/**
 * Preparing a grammar file's text for the "abnf" package without moving any character, so that
 * the package's line and column numbers are the file's own.
 *
 * - Comments: RFC 5234 §4 allows only WSP and VCHAR (printable ASCII) in a comment, but the
 *   project's grammar files quote the specs in them ("§2.6.2", "—"). Every UTF-16 code unit
 *   outside ASCII inside a comment becomes "?" (one unit for one unit).
 * - RFC 822 notation (RFC 1808 §2.2 "BNF for Relative URLs" uses it, "except that "|" is used to
 *   designate alternatives"): recognized by a "|" outside quoted strings, prose and comments —
 *   never valid ABNF. Then "|" becomes "/", and "_" in rule names (net_loc, abs_path) becomes "-"
 *   (an ABNF rule name holds only letters, digits and "-"); rule names are keyed with "-" and "_"
 *   as one (abnf-grammar.ts), so the names still match. RFC 822's quoted strings are literal
 *   text, compared as written (RFC 822 §3.3 lists letters in both cases where both are meant,
 *   as RFC 1808's hex, lowalpha and hialpha do), and "<">" is its name for the quote character.
 * - A repeat whose maximum is zero ("*0", "0*0"): written as the exact repeat "0".
 */

export type GrammarNotation = "abnf" | "rfc822";

interface PreparedGrammarText {
  readonly text: string;
  readonly notation: GrammarNotation;
}

type Region = "code" | "quoted" | "prose" | "comment";

/** Calls visit for each code unit with the region it is in. */
export function scan(text: string, visit: (index: number, region: Region) => void): void {
  let region: Region = "code";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (region === "comment" && (ch === "\n" || ch === "\r")) region = "code";
    else if (region === "code" && ch === ";") region = "comment";
    else if (region === "code" && ch === '"') {
      visit(i, "quoted");
      region = "quoted";
      continue;
    } else if (region === "code" && ch === "<") region = "prose";
    else if (region === "quoted" && ch === '"') {
      visit(i, "quoted");
      region = "code";
      continue;
    } else if (region === "prose" && ch === ">") {
      visit(i, "prose");
      region = "code";
      continue;
    } else if ((region === "quoted" || region === "prose") && (ch === "\n" || ch === "\r")) region = "code";
    visit(i, region);
  }
}

/**
 * The text with everything outside code (comments, quoted strings, prose) as spaces, line breaks
 * kept: what a search for notation (a repeat, a num-val range) may match, at the file's own
 * line and column.
 */
export function codeOnly(text: string): string {
  const out = text.split("");
  scan(text, (i, region) => {
    if (region !== "code" && text[i] !== "\n" && text[i] !== "\r") out[i] = " ";
  });
  return out.join("");
}

function detectNotation(text: string): GrammarNotation {
  let rfc822 = false;
  scan(text, (i, region) => {
    if (region === "code" && text[i] === "|") rfc822 = true;
  });
  return rfc822 ? "rfc822" : "abnf";
}

export function prepareGrammarText(text: string): PreparedGrammarText {
  const notation = detectNotation(text);
  const out = text.split("");
  scan(text, (i, region) => {
    const ch = text[i]!;
    if (region === "comment" && ch.charCodeAt(0) > 0x7e) out[i] = "?";
    if ((region === "code" || region === "comment") && ch === "\f") out[i] = " ";
    if (notation === "rfc822" && region === "code") {
      if (ch === "|") out[i] = "/";
      else if (ch === "_" && i > 0 && /[A-Za-z0-9_-]/.test(text[i - 1]!)) out[i] = "-";
    }
  });
  // RFC 5234 §3.6: repeat = 1*DIGIT / (*DIGIT "*" *DIGIT), so "*0" and "0*0" are repeats, of at
  // most zero occurrences: the empty string. The package refuses a maximum of zero ("max must not
  // be zero"); written as the exact repeat "0" in the same columns, it reads it, and as nothing
  // (read-abnf-file.ts turns zero occurrences into an empty sequence).
  for (const m of codeOnly(text).matchAll(/(?<![A-Za-z0-9-])(0*)\*(0+)(?![0-9])/g)) {
    for (let i = m.index; i < m.index + m[0].length - 1; i++) out[i] = " ";
  }
  return { text: out.join(""), notation };
}
