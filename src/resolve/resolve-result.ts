import type { ValidationError } from "../parse/validation-error.js";

/** The steps of HTML5 §2.6.3 (and of the other variants' resolvers) an error or a trace names. */
export type ResolveStep =
  /** The options: an unknown variant, an input that is not a string. */
  | "arguments"
  /** "Let encoding be determined as follows": an unknown encoding label. */
  | "encoding"
  /** "let base be that absolute URL" / the element's base URI: a base that is not absolute, or a document or xml:base that fails. */
  | "base"
  /** "Parse url into its component parts." */
  | "parse"
  /** The <host> step: percent-encoded UTF-8, then IDNA ToASCII. */
  | "host"
  /** The <path> step: percent-encoding as UTF-8. */
  | "path"
  /** The <query> step: percent-encoding in the document's encoding. */
  | "query"
  /** RFC 3987 §3.1 "Mapping of IRIs to URIs" (rfc3987, html5-wd-iri), with the optional ToASCII of the ireg-name. */
  | "iri-to-uri"
  /** "Apply the algorithm described in RFC 3986 section 5.2 Relative Resolution" (RFC 1808 §4 for rfc1808). */
  | "relative-resolution"
  /** "Apply any relevant conformance criteria of RFC 3986 and RFC 3987". */
  | "conformance"
  /** The U+005C REVERSE SOLIDUS step. */
  | "backslashes";

export interface ResolveError {
  readonly step: ResolveStep;
  readonly message: string;
  /** Where in the input the problem is, when it is at one place. */
  readonly offset?: number;
}

/** The URL as it stands after a step ("replace the matching substring of url…"). */
export interface ResolveTraceEntry {
  readonly step: ResolveStep;
  readonly url: string;
}

/**
 * validationErrors: only from the whatwg variant, there whenever it parsed the input: the URL
 * Standard's validation errors of parsing the input against the base (not the base's own), in the
 * order the parser's steps fired; on failure, up to it. (A failure before the input was parsed —
 * a base that is not a URL, an unknown encoding — has none.)
 */
export type ResolveResult =
  | { readonly ok: true; readonly variant: string; readonly input: string; readonly href: string; readonly trace?: readonly ResolveTraceEntry[]; readonly validationErrors?: readonly ValidationError[] }
  | { readonly ok: false; readonly variant: string; readonly input: string; readonly error: ResolveError; readonly trace?: readonly ResolveTraceEntry[]; readonly validationErrors?: readonly ValidationError[] };
