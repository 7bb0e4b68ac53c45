/**
 * A long text in the link, compressed (overlay-fragment.ts) once and kept: packed(text) answers
 * at once — the compressed form when it is ready, else undefined (write the text as it is for
 * now) — and onPacked is called when a compression finishes for the text last asked about, so
 * that the link can be written again.
 */
import { COMPRESS_OVERLAY_ABOVE, compressOverlay } from "./overlay-fragment.js";

export function textPacker(onPacked: () => void): (text: string | undefined) => string | undefined {
  let packed: { readonly text: string; readonly value?: string } | undefined;
  return (text) => {
    if (text === undefined || text.length <= COMPRESS_OVERLAY_ABOVE) return undefined;
    if (packed?.text !== text) {
      const mine = { text };
      packed = mine;
      void compressOverlay(text).then((value) => {
        if (packed === mine) {
          packed = { text, value };
          onPacked();
        }
      });
    }
    return packed.value;
  };
}
