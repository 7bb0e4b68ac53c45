// Document encodings and percent-encoding for HTML5 §2.6.3.

export type { DocumentEncoding, EncodingName, IconvCodecName } from "./document-encoding.js";
export { resolveEncodingLabel, encodingByName, urlQueryEncoding, ENCODING_LABELS, DOCUMENT_ENCODINGS } from "./labels.js";
export { encodeCodePoint } from "./encode-code-point.js";
export { percentEncodeQuery } from "./encode-for-query.js";
export { percentEncodeUTF8 } from "./percent-encode.js";
export { percentEncodeOctets } from "../rfc3986/percent-encoding.js";
export { isRFC3986QueryCharacter, isRFC3986PathCharacter } from "./rfc3986-characters.js";
