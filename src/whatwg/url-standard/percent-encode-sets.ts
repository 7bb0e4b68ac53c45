/**
 * URL Standard §1.3, percent-encoded bytes: the percent-encode sets.
 *
 * Each set is a 128-entry table over ASCII (1: in the set), with a regular expression that finds
 * the next code unit to encode (src/encoding/percent-encode.ts). "Assert: percentEncodeSet
 * includes all non-ASCII code points" holds for every set below, so a code point above U+007F is
 * always encoded and needs no entry.
 */

import { percentEncodeSet, type PercentEncodeSet } from "../../encoding/percent-encode.js";
import { asciiSet } from "./infra-code-points.js";

export type { PercentEncodeSet } from "../../encoding/percent-encode.js";

/** A copy of base, and code points, and the inclusive ranges of ranges, added. */
function extend(base: PercentEncodeSet | null, codePoints: string, ranges: readonly (readonly [number, number])[] = []): PercentEncodeSet {
  return percentEncodeSet(asciiSet(base === null ? null : base.table, codePoints, ranges));
}

/**
 * "The C0 control percent-encode set are the C0 controls and all code points greater than
 * U+007E (~)." Of the latter, only U+007F DELETE is ASCII.
 */
export const C0_CONTROL_PERCENT_ENCODE_SET: PercentEncodeSet = extend(null, "", [[0x00, 0x1f], [0x7f, 0x7f]]);

/** "The fragment percent-encode set is the C0 control percent-encode set and U+0020 SPACE, U+0022 ("), U+003C (<), U+003E (>), and U+0060 (`)." */
export const FRAGMENT_PERCENT_ENCODE_SET: PercentEncodeSet = extend(C0_CONTROL_PERCENT_ENCODE_SET, ' "<>`');

/** "The query percent-encode set is the C0 control percent-encode set and U+0020 SPACE, U+0022 ("), U+0023 (#), U+003C (<), and U+003E (>)." */
export const QUERY_PERCENT_ENCODE_SET: PercentEncodeSet = extend(C0_CONTROL_PERCENT_ENCODE_SET, ' "#<>');

/** "The special-query percent-encode set is the query percent-encode set and U+0027 (')." */
export const SPECIAL_QUERY_PERCENT_ENCODE_SET: PercentEncodeSet = extend(QUERY_PERCENT_ENCODE_SET, "'");

/** "The path percent-encode set is the query percent-encode set and U+003F (?), U+005E (^), U+0060 (`), U+007B ({), and U+007D (})." */
export const PATH_PERCENT_ENCODE_SET: PercentEncodeSet = extend(QUERY_PERCENT_ENCODE_SET, "?^`{}");

/**
 * "The userinfo percent-encode set is the path percent-encode set and U+002F (/), U+003A (:),
 * U+003B (;), U+003D (=), U+0040 (@), U+005B ([) to U+005D (]), inclusive, and U+007C (|)."
 */
export const USERINFO_PERCENT_ENCODE_SET: PercentEncodeSet = extend(PATH_PERCENT_ENCODE_SET, "/:;=@|", [[0x5b, 0x5d]]);
