/**
 * From an encoding label (as a meta element or a caller writes it) to an encoding whose bytes
 * webaddr can decode. Labels resolve through the Encoding Standard's table (src/encoding/labels.ts,
 * ASCII whitespace trimmed, ASCII case-insensitive); decoding is iconv-lite's, so "a supported
 * encoding" (HTML5's term for the encodings a user agent can use for a document) is one iconv-lite
 * has a codec for. ISO-2022-JP and x-user-defined (which webaddr can only encode) and the
 * "replacement" labels are not supported for documents.
 */
import { resolveEncodingLabel, type DocumentEncoding, type IconvCodecName } from "../encoding/index.js";

/** An encoding a document can be decoded with. */
export interface DecodableEncoding extends DocumentEncoding {
  readonly iconvCodec: IconvCodecName;
}

export type DecodableEncodingLookup =
  | { readonly ok: true; readonly encoding: DecodableEncoding }
  | { readonly ok: false; readonly error: { readonly kind: "unknown-encoding" | "no-encoder" | "no-decoder"; readonly message: string } };

export function lookupDecodableEncoding(label: string): DecodableEncodingLookup {
  if (typeof label !== "string") return { ok: false, error: { kind: "unknown-encoding", message: `an encoding label must be a string, got ${typeof label}` } };
  const lookup = resolveEncodingLabel(label);
  if (!lookup.ok) return { ok: false, error: lookup.error };
  const { encoding } = lookup;
  if (encoding.iconvCodec === null) {
    return {
      ok: false,
      error: { kind: "no-decoder", message: `encoding label ${JSON.stringify(label)} names ${encoding.name}, which webaddr cannot decode documents in (iconv-lite has no codec for it)` },
    };
  }
  return { ok: true, encoding: { ...encoding, iconvCodec: encoding.iconvCodec } };
}
