// RFC 3986 §5.2 Relative Resolution and §5.3 Component Recomposition, named as in the RFC (§2.1
// Percent-Encoding: percent-encoding.ts).

export type { ReferenceComponents, TargetComponents } from "./reference-components.js";
export { removeDotSegments } from "./remove-dot-segments.js";
export { merge } from "./merge.js";
export { mergeAndRemoveDotSegments } from "./merge-and-remove-dot-segments.js";
export { transformReferences } from "./transform-references.js";
export { recompose } from "./recompose.js";
