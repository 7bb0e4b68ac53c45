/**
 * URL Standard §4.2, URL miscellaneous: the special schemes and their default ports.
 */
import { codeUnitAt } from "../../platform/code-unit-at.js";

/**
 * "A special scheme is an ASCII string that is listed in the first column of the following
 * table. The default port for a special scheme is listed in the second column on the same row."
 * Read through specialSchemeDefaultPort: a Map rather than an object, so that "constructor" or
 * "__proto__" is not a special scheme.
 */
const SPECIAL_SCHEMES: ReadonlyMap<string, number | null> = new Map([
  ["ftp", 21],
  ["file", null],
  ["http", 80],
  ["https", 443],
  ["ws", 80],
  ["wss", 443],
]);

/** Whether scheme is a special scheme. */
export function isSpecialScheme(scheme: string): boolean {
  return SPECIAL_SCHEMES.has(scheme);
}

/** "The default port for any other ASCII string is null." */
export function defaultPort(scheme: string): number | null {
  return SPECIAL_SCHEMES.get(scheme) ?? null;
}

const SPECIAL_SCHEME_NAMES: readonly string[] = [...SPECIAL_SCHEMES.keys()];

/**
 * The special scheme that input[start, end), ASCII lowercased, is, or null. For the scheme
 * state, whose buffer holds only ASCII alphanumerics, "+", "-" and ".": of those, setting bit 0x20
 * changes only the upper alphas, to lower. The table's own string comes back, so a special URL's
 * scheme is always the same string.
 */
export function specialSchemeIn(input: string, start: number, end: number): string | null {
  for (const scheme of SPECIAL_SCHEME_NAMES) {
    if (scheme.length !== end - start) continue;
    let i = 0;
    while (i < scheme.length && (codeUnitAt(input, start + i, end) | 0x20) === codeUnitAt(scheme, i, scheme.length)) i++;
    if (i === scheme.length) return scheme;
  }
  return null;
}
