// RFC 3986 §2.1 Percent-Encoding, §5.2 Relative Resolution and §5.3 Component Recomposition, named
// as in the RFC.

export { percentEncodeOctets } from "./percent-encoding.js";
export type { ReferenceComponents, TargetComponents } from "./reference-components.js";
export { removeDotSegments } from "./remove-dot-segments.js";
export { merge } from "./merge.js";
export { mergeAndRemoveDotSegments } from "./merge-and-remove-dot-segments.js";
export { transformReferences, type TransformReferencesOptions } from "./transform-references.js";
export { recompose } from "./recompose.js";
