/**
 * Arguments that are not UTF-8. Node decodes the command line's bytes itself, each sequence that
 * is not UTF-8 becoming U+FFFD, so process.argv cannot tell `webaddr parse $'\xff'` from a U+FFFD
 * typed on purpose; a line of a file that is not UTF-8 is an error, and an argument should be too.
 * On Linux the bytes as given are in /proc/self/cmdline (NUL-terminated, the user's arguments
 * last); elsewhere there is no portable way to read them, and arguments are taken as Node decoded
 * them.
 */
import { readFileSync } from "node:fs";

const FATAL = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const LOSSY = new TextDecoder("utf-8", { ignoreBOM: true });

/** The bytes with what is not printable ASCII as \xHH. */
function showBytes(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => (b >= 0x20 && b < 0x7f && b !== 0x5c ? String.fromCharCode(b) : `\\x${b.toString(16).toUpperCase().padStart(2, "0")}`)).join("");
}

/**
 * Why the first argument that is not valid UTF-8 cannot be used (args: the user's arguments, as
 * Node decoded them), or undefined: every argument is UTF-8, or the bytes cannot be read — not
 * Linux, or the command line's last arguments are not the ones Node decoded.
 */
export function invalidArgument(args: readonly string[], cmdline?: Uint8Array): string | undefined {
  let raw: Uint8Array;
  try {
    raw = cmdline ?? readFileSync("/proc/self/cmdline");
  } catch {
    return undefined;
  }
  const parts: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] !== 0) continue;
    parts.push(raw.subarray(start, i));
    start = i + 1;
  }
  if (parts.length < args.length) return undefined;
  const given = parts.slice(parts.length - args.length);
  if (given.some((bytes, i) => LOSSY.decode(bytes) !== args[i])) return undefined;
  for (const [i, bytes] of given.entries()) {
    try {
      FATAL.decode(bytes);
    } catch {
      return `argument ${i + 1} is not valid UTF-8: "${showBytes(bytes)}"`;
    }
  }
  return undefined;
}
