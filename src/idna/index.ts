/**
 * IDNA2003: RFC 3490 ToASCII with the Nameprep profile (RFC 3491) of stringprep (RFC 3454),
 * Unicode 3.2 — the IDNA of HTML5 (2009 editor's draft) §2.6.3 "Resolving URLs".
 */
export { toASCIILabel, toASCIIDomain, isFullStop, type ToASCIIFlags } from "./to-ascii.js";
export { nameprepLabel, isRandALCat, isLCat, isUnassigned32, prohibitingTable, type NameprepOptions } from "./nameprep.js";
export { normalizeNFKC32, canonicalCombiningClass32 } from "./unicode32-nfkc.js";
export type { IDNAError, IDNAErrorKind, NameprepResult, ToASCIIResult } from "./result.js";
