// RFC 3987, Internationalized Resource Identifiers: the §3.1 mapping to URIs and the §3.2
// conversion from URIs, with the character ranges of §2.2 (on strings: src/api/iri.ts).

export { mapParsedIRIToURI, iregNameToASCII, type IRIToURIOptions, type IRIToURIResult } from "./map-iri-to-uri.js";
export { convertParsedURIToIRI, isAppropriateInIRI, BIDI_FORMATTING_CHARACTERS } from "./convert-uri-to-iri.js";
export { isUcschar, isIprivate } from "./ucs-characters.js";
export { DOMAIN_NAME_SCHEMES, usesDomainNamesInIregName } from "./domain-name-schemes.js";
