// Document encodings and percent-encoding for HTML5 §2.6.3.

export type {
  DocumentEncoding,
  EncodingLookup,
  EncodingLookupError,
  EncodingName,
  IconvCodecName,
} from "./document-encoding.js";
export { resolveEncodingLabel, encodingByName, ENCODING_LABELS, DOCUMENT_ENCODINGS } from "./labels.js";
export { urlQueryEncoding } from "./url-encoding.js";
export { encodeCodePoint } from "./encode-code-point.js";
export { percentEncodeQuery } from "./encode-for-query.js";
export { percentEncodeUTF8, type MustEncode } from "./percent-encode.js";
export { percentEncodeOctets } from "../rfc3986/percent-encoding.js";
export { isRFC3986PcharCharacter, isRFC3986QueryCharacter, isRFC3986PathCharacter } from "./rfc3986-characters.js";
export { encodeISO2022JP, encodeISO2022JPCharacter, runISO2022JPEncoder, type ISO2022JPEncoderState, type ISO2022JPEncoding } from "./iso-2022-jp.js";
