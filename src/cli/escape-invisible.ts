/**
 * The one escaping for every message the CLI prints (errors, notes, text reports that quote an
 * input): a character you cannot see, or that changes how the rest of the line is shown, is
 * written as \u{…} — the notation of the input line (display.ts) — so that "a\u{200B}b" in an
 * error is the "a\u{200B}b" of the input line above it, and a U+202E in a URL cannot reverse the
 * message that quotes it.
 *
 * Escaped: controls (C0, DEL, C1, also tab and carriage return), format characters (zero-width
 * space and joiners, bidirectional controls, the byte order mark, soft hyphen), line and
 * paragraph separators, spaces other than U+0020, combining marks (which would fuse with the
 * quote before them), lone surrogates, private-use and unassigned code points.
 *
 * Not escaped, unlike the input line: visible characters, whatever their width ("é", "例", "—",
 * "…"): a message has no markers to keep in line with it. And "\n": it separates the lines of a
 * multi-line message. Text quoted into a message goes through JSON.stringify first (the
 * library's messages do so too), which writes a "\n" of the input as \n.
 */
import { escapeForDisplay } from "./display.js";

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Mn}\p{Me}]|[^\P{Zs} ]/gu;

export function escapeInvisible(message: string): string {
  return message.replace(INVISIBLE, (c) => (c === "\n" ? c : escapeForDisplay(c.codePointAt(0) ?? 0)));
}
