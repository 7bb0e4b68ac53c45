import type { Span } from "./components.js";

/** "replace the matching substring of url": spans are in the original url; later ones first keep earlier offsets valid. */
export function replaceSpans(url: string, replacements: readonly { span: Span; text: string }[]): string {
  let out = url;
  for (const { span, text } of [...replacements].sort((a, b) => b.span[0] - a.span[0])) {
    out = out.slice(0, span[0]) + text + out.slice(span[1]);
  }
  return out;
}
