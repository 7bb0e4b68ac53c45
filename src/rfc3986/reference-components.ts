// The five components of a URI reference (RFC 3986 §3, §5.2.1).
//
// "A component is undefined if its associated delimiter does not appear in
//  the URI reference; the path component is never undefined, though it may
//  be empty." (§5.2.1)
//
// Here an undefined component is an absent (undefined) property and a
// present-but-empty one is "". The functions of this module never create a
// property whose value is undefined: an undefined component is left out, so
// that { path: "" } and { path: "", query: undefined } do not both occur.

export interface ReferenceComponents {
  scheme?: string;
  authority?: string;
  path: string;
  query?: string;
  fragment?: string;
}

/** Build components, leaving out the ones that are undefined. */
export function referenceComponents(parts: {
  scheme: string | undefined;
  authority: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}): ReferenceComponents {
  const components: ReferenceComponents = { path: parts.path };
  if (parts.scheme !== undefined) components.scheme = parts.scheme;
  if (parts.authority !== undefined) components.authority = parts.authority;
  if (parts.query !== undefined) components.query = parts.query;
  if (parts.fragment !== undefined) components.fragment = parts.fragment;
  return components;
}

/**
 * The target URI T as §5.2.2 computes it (transform-references.ts), with every component a
 * property, undefined when it is undefined: one shape for every T, which the steps after it read.
 */
export interface TargetComponents {
  readonly scheme: string | undefined;
  readonly authority: string | undefined;
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
}
