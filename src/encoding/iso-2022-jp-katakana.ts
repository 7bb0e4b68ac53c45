// The Encoding Standard's "index ISO-2022-JP katakana": for pointer
// 0–62, the full-width character the ISO-2022-JP encoder substitutes for the
// half-width katakana U+FF61 + pointer (ISO-2022-JP as written by browsers has
// no half-width katakana set, so they are sent as their JIS X 0208 full-width
// forms).
//
// iconv-lite's data does not contain this mapping. We reconstruct it from
// Unicode instead: each of U+FF61–U+FF9D has a <narrow> compatibility
// decomposition to exactly the full-width character the index lists, so
// NFKC gives it. The two exceptions are the sound marks: U+FF9E and U+FF9F
// decompose to the combining marks U+3099 and U+309A, which JIS X 0208 lacks;
// the index uses the spacing marks U+309B and U+309C instead. The test suite
// checks the result against the published index-iso-2022-jp-katakana.txt.

const HALFWIDTH_KATAKANA_FIRST = 0xff61;
const HALFWIDTH_KATAKANA_LAST = 0xff9f;

function fullWidthFor(halfWidth: number): number {
  // Index pointers 61 and 62: the spacing voiced / semi-voiced sound marks.
  if (halfWidth === 0xff9e) return 0x309b;
  if (halfWidth === 0xff9f) return 0x309c;
  const normalized = String.fromCodePoint(halfWidth).normalize("NFKC");
  const codePoint = normalized.codePointAt(0);
  if (codePoint === undefined || normalized.length !== 1) {
    throw new Error(`internal error: U+${halfWidth.toString(16).toUpperCase()} has no one-character NFKC form`);
  }
  return codePoint;
}

const INDEX: readonly number[] = Array.from(
  { length: HALFWIDTH_KATAKANA_LAST - HALFWIDTH_KATAKANA_FIRST + 1 },
  (_, pointer) => fullWidthFor(HALFWIDTH_KATAKANA_FIRST + pointer),
);

/** "the index code point for pointer in index ISO-2022-JP katakana", or null. */
export function iso2022jpKatakanaIndexCodePoint(pointer: number): number | null {
  return INDEX[pointer] ?? null;
}
